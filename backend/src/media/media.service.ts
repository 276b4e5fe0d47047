import { BadRequestException, Injectable } from '@nestjs/common';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import { coded } from '@tutorhub/contracts';
import type { ImageUploadResponseDto as ImageUploadResponse } from './dto/image-upload-response.dto';
import { errorBody } from '../common/errors';
import { reencodeAsWebp } from './image-processor';
import { MediaStorage } from './media-storage';
import { UploadedImages } from './uploaded-images.service';

/** Image uploads: checked, re-encoded, stored under their content hash with width copies, recorded. */
@Injectable()
export class MediaService {
  constructor(
    private readonly storage: MediaStorage,
    private readonly uploads: UploadedImages,
  ) {}

  async storeImage(
    file: UploadedMultipartFile | undefined,
    ownerId: string,
  ): Promise<ImageUploadResponse> {
    if (!file?.buffer || file.buffer.length === 0) {
      throw new BadRequestException(errorBody(400, coded('media.missing')));
    }
    const webp = await reencodeAsWebp(file.buffer);
    const { key, url } = await this.storage.saveImage(webp);
    await this.uploads.record(key, url, ownerId);
    return { data: { display_url: url } };
  }
}
