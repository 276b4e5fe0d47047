import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { OnModuleDestroy } from '@nestjs/common';
import { IMMUTABLE_CACHE, MediaStorage } from './media-storage';

export interface S3MediaOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible server; unset for AWS itself. */
  endpoint?: string;
  /** Where the bucket's objects are publicly reachable, e.g. a CDN. */
  publicUrl?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Objects in an S3-compatible bucket (path-style addressing, so any endpoint works). */
export class S3MediaStorage extends MediaStorage implements OnModuleDestroy {
  readonly urlPrefix: string;
  private readonly client: S3Client;

  constructor(private readonly options: S3MediaOptions) {
    super();
    const { region, endpoint, accessKeyId, secretAccessKey } = options;
    this.client = new S3Client({
      region,
      endpoint,
      forcePathStyle: true,
      // Checksums only where S3 requires them: not every S3-compatible server knows them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    });
    this.urlPrefix = `${(
      options.publicUrl ??
      (endpoint
        ? `${endpoint.replace(/\/+$/, '')}/${options.bucket}`
        : `https://${options.bucket}.s3.${region}.amazonaws.com`)
    ).replace(/\/+$/, '')}/`;
  }

  async save(key: string, body: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE,
      }),
    );
    return `${this.urlPrefix}${key}`;
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
