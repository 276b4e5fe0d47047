import { Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.validation';
import { DiskDocumentStorage } from './disk-document.storage';
import { DocumentStorage } from './document-storage';
import { S3DocumentStorage } from './s3-document.storage';
import { VerificationFiles } from './verification-files';

/**
 * The private store of verification documents (the media driver's kind: a folder or a bucket
 * of its own), for the verification calls and for every deletion of an account.
 */
@Module({
  providers: [
    {
      provide: DocumentStorage,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>): DocumentStorage =>
        config.get('MEDIA_DRIVER', { infer: true }) === 's3'
          ? new S3DocumentStorage({
              bucket: config.getOrThrow('DOCUMENTS_BUCKET', { infer: true }),
              region: config.get('S3_REGION', { infer: true }),
              endpoint: config.get('S3_ENDPOINT', { infer: true }),
              accessKeyId: config.get('S3_ACCESS_KEY_ID', { infer: true }),
              secretAccessKey: config.get('S3_SECRET_ACCESS_KEY', { infer: true }),
            })
          : new DiskDocumentStorage(config.get('DOCUMENTS_DIR', { infer: true })),
    },
    VerificationFiles,
  ],
  exports: [DocumentStorage, VerificationFiles],
})
export class DocumentStoreModule implements OnModuleInit {
  constructor(private readonly storage: DocumentStorage) {}

  /** A disk store's folder exists (owner-only) before the first request. */
  async onModuleInit(): Promise<void> {
    if (this.storage instanceof DiskDocumentStorage) {
      await this.storage.prepare();
    }
  }
}
