import type * as S3 from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config/config';
import { storageKeyPattern, type FileStorage, type RequestedRange } from './file-storage';
import { onFirstUse } from '../../lib/on-first-use';

const s3Sdk = onFirstUse<typeof S3>('@aws-sdk/client-s3');

const notThere = (error: unknown) =>
  error instanceof s3Sdk().NoSuchKey ||
  (error instanceof s3Sdk().S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound'));

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …): every instance of a
 * deployment sees the same files. `S3_FORCE_PATH_STYLE` addresses the bucket in the path, as
 * MinIO-like servers need. Ranges go to the store as a Range header, so players seek without
 * downloading whole files.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } = s3Sdk();
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: a streamed upload (a video) then goes as a plain body of
    // known length, not aws-chunked with a checksum trailer, which many S3-compatible stores mis-store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const checked = (key: string) => {
    if (!storageKeyPattern.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };

  /**
   * The Range header for a request. A suffix ('the last N bytes') is turned into a start first:
   * some S3-compatible servers read `bytes=-N` as `bytes=0-N`.
   */
  async function rangeHeader(key: string, requested: RequestedRange): Promise<string> {
    if (!('suffix' in requested)) return `bytes=${requested.start}-${requested.end ?? ''}`;
    const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
    return `bytes=${Math.max(0, (head.ContentLength ?? 0) - requested.suffix)}-`;
  }

  return {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: checked(key), Body: data, ContentType: contentType }));
    },
    async putFile(key, path, contentType) {
      const { size } = await stat(path);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: checked(key),
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },

    async get(key, requested) {
      if (!storageKeyPattern.test(key)) return undefined;
      try {
        const range = requested && (await rangeHeader(key, requested));
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key, Range: range }));
        const body = answer.Body instanceof Readable ? answer.Body : Readable.from([]);
        const contentType = answer.ContentType ?? 'application/octet-stream';
        // No Content-Range: the whole file (none asked for, or a store that ignores ranges).
        const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
        if (!served) return { body, size: answer.ContentLength ?? 0, contentType };
        return { body, size: Number(served[3]), contentType, range: { start: Number(served[1]), end: Number(served[2]) } };
      } catch (error) {
        if (notThere(error)) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
          const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
          return {
            body: Readable.from([]),
            size: head.ContentLength ?? 0,
            contentType: head.ContentType ?? 'application/octet-stream',
            range: 'unsatisfiable',
          };
        }
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checked(key) }));
    },
  };
}
