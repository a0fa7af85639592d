import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, stat as fsStat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type FileStorage, isFileKey, type StoredFile, type StoredFileInfo } from "./file-storage";

// The default file storage: a folder on this machine (`${DATA_DIR}/files`). A file lives under
// the SHA-256 of its key, so no key names a path (none reaches outside the folder, and "a" and
// "a/b" never collide as file and folder); keys are still checked against FILE_KEY_PATTERN so
// they stay valid for the S3 adapter. Each file is two entries, the bytes and a small JSON of its
// metadata, each written to a temporary name and renamed into place, so a reader never sees half
// a file.

export function createLocalFolderStorage(root: string): FileStorage {
  const base = path.resolve(root);

  const pathsOf = (key: string) => {
    if (!isFileKey(key)) throw new Error("invalid file key");
    const digest = createHash("sha256").update(key).digest("hex");
    const file = path.join(base, digest.slice(0, 2), digest);
    return { file: `${file}.bin`, meta: `${file}.json` };
  };

  const writeAtomically = async (target: string, content: Uint8Array | string) => {
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, content, { mode: 0o600 });
    await rename(temporary, target);
  };

  return {
    kind: "local-folder",
    browserOrigins: [],

    async put(key, { bytes, contentType }) {
      const { file, meta } = pathsOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file, bytes);
      await writeAtomically(meta, JSON.stringify({ contentType }));
    },

    async get(key): Promise<StoredFile | null> {
      const { file, meta } = pathsOf(key);
      try {
        const [bytes, metadata] = await Promise.all([readFile(file), readFile(meta, "utf8")]);
        const { contentType } = JSON.parse(metadata) as { contentType: string };
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async delete(key) {
      const { file, meta } = pathsOf(key);
      await rm(meta, { force: true });
      await rm(file, { force: true });
    },

    async stat(key): Promise<StoredFileInfo | null> {
      const { file, meta } = pathsOf(key);
      try {
        const [info, metadata] = await Promise.all([fsStat(file), readFile(meta, "utf8")]);
        const { contentType } = JSON.parse(metadata) as { contentType: string };
        return { sizeBytes: info.size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    // The portal receives the bytes itself (its own signed upload address) and calls put().
    async presignUpload(key) {
      pathsOf(key);
      return null;
    },
  };
}
