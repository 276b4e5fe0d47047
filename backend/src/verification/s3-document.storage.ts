import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { OnModuleDestroy } from '@nestjs/common';
import { s3Client, type S3ClientOptions } from '../media/s3-client';
import { DOCUMENT_LINK_SECONDS, type DocumentAccess, DocumentStorage } from './document-storage';

export interface S3DocumentOptions extends S3ClientOptions {
  /** DOCUMENTS_BUCKET: private, never the public images' bucket. */
  bucket: string;
}

/**
 * Objects in a private S3 bucket, stored encrypted at rest (SSE-S3) and read by an admin
 * through a presigned GET valid 5 minutes.
 */
export class S3DocumentStorage extends DocumentStorage implements OnModuleDestroy {
  private readonly client: S3Client;

  constructor(private readonly options: S3DocumentOptions) {
    super();
    this.client = s3Client(options);
  }

  async save(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: 'private, no-store',
        ServerSideEncryption: 'AES256',
      }),
    );
  }

  async access(key: string, now: Date): Promise<DocumentAccess> {
    const url = await getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        ResponseCacheControl: 'no-store',
        ResponseContentDisposition: 'attachment',
      }),
      { expiresIn: DOCUMENT_LINK_SECONDS, signingDate: now },
    );
    return { kind: 'link', url, expiresAt: new Date(now.getTime() + DOCUMENT_LINK_SECONDS * 1000) };
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
