import { BadRequestException, Injectable } from '@nestjs/common';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import type { ImageUploadResponse } from '@tutorhub/contracts';
import { createHash } from 'node:crypto';
import { errorBody } from '../common/error-body';
import { reencodeAsWebp } from './image-processor';
import { MediaStorage } from './media-storage';
import { MEDIA_MESSAGES } from './media.messages';

/** Image uploads: checked, re-encoded, stored under their content hash. */
@Injectable()
export class MediaService {
  constructor(private readonly storage: MediaStorage) {}

  async storeImage(file: UploadedMultipartFile | undefined): Promise<ImageUploadResponse> {
    if (!file?.buffer || file.buffer.length === 0) {
      throw new BadRequestException(errorBody(400, MEDIA_MESSAGES.missing));
    }
    const webp = await reencodeAsWebp(file.buffer);
    const key = `${createHash('sha256').update(webp).digest('hex')}.webp`;
    return { data: { display_url: await this.storage.save(key, webp, 'image/webp') } };
  }
}
