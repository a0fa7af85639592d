import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { type FileStorage, isFileKey, type PresignedUpload, type StoredFile, type StoredFileInfo } from "./file-storage";

// File storage in S3-compatible object storage (AWS S3, or any service that speaks its API with
// signature version 4: MinIO, Ceph, UpCloud, Hetzner, ...), chosen by S3_BUCKET in the config.
// Objects are private; the browser only ever PUTs to a presigned address of one key, valid a few
// minutes and only with the content type it was signed for. Reads go through the portal, which
// checks who is asking and writes the audit event.

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; none means AWS itself. */
  endpoint?: string | undefined;
  /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible services need. */
  forcePathStyle?: boolean | undefined;
  /** Static credentials; without them the SDK's default chain (environment, instance role, ...). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

function checkedKey(key: string): string {
  if (!isFileKey(key)) throw new Error("invalid file key");
  return key;
}

/** The origin browsers PUT to: the endpoint's, or the bucket's own host (virtual-hosted style). */
export function s3BrowserOrigin({ bucket, region, endpoint, forcePathStyle }: S3StorageOptions): string {
  if (endpoint) {
    const url = new URL(endpoint);
    return forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`;
  }
  return forcePathStyle ? `https://s3.${region}.amazonaws.com` : `https://${bucket}.s3.${region}.amazonaws.com`;
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Presigned PUTs from a browser cannot add the SDK's optional checksum headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  return {
    kind: "s3",
    browserOrigins: [s3BrowserOrigin(options)],

    async put(key, { bytes, contentType }) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType }));
    },

    async get(key): Promise<StoredFile | null> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
        return { bytes, contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },

    async stat(key): Promise<StoredFileInfo | null> {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        return { sizeBytes: answer.ContentLength ?? 0, contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async presignUpload(key, { contentType, expiresInSeconds }): Promise<PresignedUpload> {
      const command = new PutObjectCommand({ Bucket: bucket, Key: checkedKey(key), ContentType: contentType });
      // Content-Type stays a signed header, so the object cannot be stored as another type.
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds, signableHeaders: new Set(["content-type"]) });
      return { url, headers: { "Content-Type": contentType } };
    },
  };
}
