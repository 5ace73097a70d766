/**
 * Files in an S3 bucket (STORAGE_DRIVER=s3), on AWS or an S3-compatible service (S3_ENDPOINT):
 * for instances that share no folder. A PutObject is atomic (readers see the old object or the
 * new one), and nothing is uploaded in parts, so there are no temporaries to clean up.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage, STORAGE_KEY_PATTERN, type StoredFile } from './storage.types';

export interface S3Settings {
  /** Unset: AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both unset: the SDK's own credentials (AWS_* variables, an instance or task role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey');

export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // S3-compatible services often refuse the newer checksum headers the SDK sends to AWS by
    // default; there, checksums go only where the API requires them (each copy's SHA-256 is
    // checked by storage:migrate and each database file's by its row, not by the transport).
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const Bucket = settings.bucket;

  async function getObject(key: string, range?: string) {
    assertStorageKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range }));
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  return {
    async put(key, data) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.byteLength }));
    },

    async get(key) {
      const object = await getObject(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },

    async stat(key) {
      assertStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },

    async stream(key, range) {
      const object = await getObject(key, range && `bytes=${range.start}-${range.end}`);
      // In Node the body is an http.IncomingMessage, a Readable.
      const body = object?.Body instanceof Readable ? object.Body : null;
      // A service that answered other bytes than those asked for must not have them sent as the range.
      if (body && range && !object?.ContentRange?.startsWith(`bytes ${range.start}-${range.end}/`)) {
        body.destroy();
        throw new Error(`the bucket answered ${key}'s bytes ${range.start}-${range.end} with ${object?.ContentRange}`);
      }
      return body;
    },

    async delete(key) {
      assertStorageKey(key);
      // Deleting a key that is not there succeeds, as the other drivers' delete does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(): Promise<StoredFile[]> {
      const files: StoredFile[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          // Objects someone else put in the bucket under other names are not ours to list or delete.
          if (object.Key && STORAGE_KEY_PATTERN.test(object.Key))
            files.push({ key: object.Key, modifiedAt: object.LastModified?.getTime() ?? 0 });
        }
      }
      return files;
    },

    async removeTemporaries() {
      return [];
    },
  };
}
