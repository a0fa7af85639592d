// Stored files (Kela card images, message attachments): the interface every upload in the portal
// goes through. The default keeps them in a local folder (local-folder-storage.ts); issue 11 adds
// the S3-compatible adapter and the upload links, issue 13 the attachments.

/**
 * A file's key: one or more segments of letters, digits, '-', '_' and '.' joined by '/', none of
 * them '.' or '..' and none starting with '.', at most 512 characters. Callers build keys from ids
 * they generate (`kela-card/<patient>/<random>`), never from a name a user typed.
 */
export const FILE_KEY_PATTERN = /^(?!.{513})(?:[A-Za-z0-9_-][A-Za-z0-9._-]*)(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isFileKey(key: string): boolean {
  return FILE_KEY_PATTERN.test(key);
}

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  /** Stores (or replaces) the file under `key`. Throws on a key that is not a FILE_KEY_PATTERN. */
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}
