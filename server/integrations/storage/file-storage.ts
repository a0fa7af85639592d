// Stored files (Kela card images, message attachments): the interface every upload in the portal
// goes through. The default keeps them in a local folder (local-folder-storage.ts); with S3_BUCKET
// set they go to S3-compatible object storage (s3-storage.ts). The services container picks one.

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

/** Size and content type of a stored file, without its bytes. */
export interface StoredFileInfo {
  sizeBytes: number;
  contentType: string;
}

/** An address the browser PUTs a file's bytes to directly, with the headers it must send. */
export interface PresignedUpload {
  url: string;
  /** Headers the signature covers (Content-Type); the browser sends exactly these. */
  headers: Record<string, string>;
}

export interface FileStorage {
  /** Which storage this is (for logs and the start-up line). */
  readonly kind: "local-folder" | "s3";
  /**
   * Origins the browser talks to directly for uploads (the Content-Security-Policy's connect-src
   * allows them); empty when every upload goes through the portal itself.
   */
  readonly browserOrigins: readonly string[];
  /** Stores (or replaces) the file under `key`. Throws on a key that is not a FILE_KEY_PATTERN. */
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Size and content type, or null when there is no file under `key`. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /**
   * A presigned address the browser PUTs the bytes of `key` to, valid `expiresInSeconds` and only
   * with this content type; null when this storage takes uploads only through the portal (the
   * local folder). The caller checks the stored bytes afterwards: a presigned PUT limits neither
   * the size nor what the bytes are.
   */
  presignUpload(key: string, options: { contentType: string; expiresInSeconds: number }): Promise<PresignedUpload | null>;
}
