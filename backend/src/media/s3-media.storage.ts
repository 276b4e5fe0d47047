import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { OnModuleDestroy } from '@nestjs/common';
import { IMMUTABLE_CACHE, MediaStorage } from './media-storage';
import { s3Client, type S3ClientOptions } from './s3-client';

export interface S3MediaOptions extends S3ClientOptions {
  bucket: string;
  /** Where the bucket's objects are publicly reachable, e.g. a CDN. */
  publicUrl?: string;
}

/** Objects in an S3-compatible bucket (path-style addressing, so any endpoint works). */
export class S3MediaStorage extends MediaStorage implements OnModuleDestroy {
  readonly urlPrefix: string;
  private readonly client: S3Client;

  constructor(private readonly options: S3MediaOptions) {
    super();
    const { region, endpoint } = options;
    this.client = s3Client(options);
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
