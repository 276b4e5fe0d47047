import { Controller, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor, type UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { IMAGE_VARIANT_WIDTHS, LIMITS } from '@tutorhub/contracts';
import type { ImageUploadResponseDto as ImageUploadResponse } from './dto/image-upload-response.dto';
import { CurrentUser } from '../auth/current-user.decorator';
import { AllowIdToken } from '../auth/identity.decorator';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { ImageUploadResponseDto } from './dto/image-upload-response.dto';
import { ImageUploadDto } from './dto/image-upload.dto';
import { MediaService } from './media.service';
import { UploadAllowanceInterceptor } from './upload-allowance.interceptor';
import { UploadTooLargeInterceptor } from './upload-errors.interceptor';

/**
 * One image and at most a couple of small text fields: anything more in the form is refused
 * before it is buffered.
 */
const UPLOAD_FORM_LIMITS = {
  fileSize: LIMITS.imageMaxBytes,
  files: 1,
  fields: 2,
  parts: 3,
  fieldNameSize: 100,
  fieldSize: 1024,
  headerPairs: 20,
};

@ApiTags('media')
@ApiBearerAuth()
@Controller('images')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @AllowIdToken()
  @Post()
  @RateLimit('uploads')
  @UseInterceptors(
    new UploadTooLargeInterceptor('media.tooLarge', LIMITS.imageMaxBytes),
    UploadAllowanceInterceptor,
    FileInterceptor('image', { limits: UPLOAD_FORM_LIMITS }),
  )
  @ApiOperation({
    summary: 'Upload an image',
    description:
      'Signed in with an API token or a Firebase ID token. Stored re-encoded as WebP, with WebP ' +
      `copies ${IMAGE_VARIANT_WIDTHS.join(', ')} px wide (never enlarged) beside it: ` +
      '`<hash>.webp` has `<hash>-<width>.webp`.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadDto })
  @ApiCreatedResponse({ type: ImageUploadResponseDto })
  @ApiBadRequestResponse({ description: 'No image, or not a readable PNG, JPEG, WebP or GIF' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 5 MB' })
  upload(
    @CurrentUser() user: User,
    @UploadedFile() file: UploadedMultipartFile | undefined,
  ): Promise<ImageUploadResponse> {
    return this.media.storeImage(file, user.id);
  }
}
