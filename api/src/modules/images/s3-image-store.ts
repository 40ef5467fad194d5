import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ImageStoreConfig } from '../../config.js';
import { assertImageKey, type ImageFile, type ImageStore } from './image-store.js';

type S3Config = Extract<ImageStoreConfig, { kind: 's3' }>;

/** Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO...), loaded by browsers from `publicUrl`. */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;
  private readonly publicUrl: string;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 demands them: several S3-compatible services refuse the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
  }

  async save(files: ImageFile[]): Promise<void> {
    files.forEach(({ key }) => assertImageKey(key));
    await Promise.all(
      files.map(({ key, body, contentType }) =>
        this.client.send(
          new PutObjectCommand({
            Bucket: this.config.bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        ),
      ),
    );
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    keys.forEach(assertImageKey);
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.config.bucket,
        Delete: { Objects: keys.map((key) => ({ Key: key })), Quiet: true },
      }),
    );
  }

  async read(key: string): Promise<Buffer | undefined> {
    assertImageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      // By status rather than by NoSuchKey: not every S3-compatible service names the error so.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  url(key: string): string {
    return `${this.publicUrl}/${key}`;
  }

  /** Ends the kept-alive connections to the bucket. */
  close(): void {
    this.client.destroy();
  }
}
