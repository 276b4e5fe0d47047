import { Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { acceptImagesFrom } from '../common/image-urls';
import type { Env } from '../config/env.validation';
import { DiskMediaStorage } from './disk-media.storage';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-media.storage';
import { UnusedImageSweeper } from './unused-images.sweeper';
import { UploadedImages } from './uploaded-images.service';

@Module({
  controllers: [MediaController],
  providers: [
    MediaService,
    UploadedImages,
    UnusedImageSweeper,
    {
      provide: MediaStorage,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>): MediaStorage =>
        config.get('MEDIA_DRIVER', { infer: true }) === 's3'
          ? new S3MediaStorage({
              bucket: config.getOrThrow('S3_BUCKET', { infer: true }),
              region: config.get('S3_REGION', { infer: true }),
              endpoint: config.get('S3_ENDPOINT', { infer: true }),
              publicUrl: config.get('S3_PUBLIC_URL', { infer: true }),
              accessKeyId: config.get('S3_ACCESS_KEY_ID', { infer: true }),
              secretAccessKey: config.get('S3_SECRET_ACCESS_KEY', { infer: true }),
            })
          : new DiskMediaStorage(config.get('MEDIA_DIR', { infer: true })),
    },
  ],
})
export class MediaModule implements OnModuleInit {
  constructor(
    private readonly storage: MediaStorage,
    private readonly adapterHost: HttpAdapterHost,
    config: ConfigService<Env, true>,
  ) {
    acceptImagesFrom({
      storePrefix: storage.urlPrefix,
      hosts: (config.get('IMAGE_HOSTS', { infer: true }) ?? '').split(','),
    });
  }

  /** The disk driver serves its files under /media/ from this same app. */
  async onModuleInit(): Promise<void> {
    await this.storage.mount?.(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
