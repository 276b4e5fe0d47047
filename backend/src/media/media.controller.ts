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
import { LIMITS, type ImageUploadResponse } from '@tutorhub/contracts';
import { AllowIdToken } from '../auth/identity.decorator';
import { ImageUploadResponseDto } from './dto/image-upload-response.dto';
import { ImageUploadDto } from './dto/image-upload.dto';
import { MediaService } from './media.service';
import { UploadErrorsInterceptor } from './upload-errors.interceptor';

@ApiTags('media')
@ApiBearerAuth()
@Controller('images')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @AllowIdToken()
  @Post()
  @UseInterceptors(
    UploadErrorsInterceptor,
    FileInterceptor('image', { limits: { fileSize: LIMITS.imageMaxBytes, files: 1 } }),
  )
  @ApiOperation({
    summary: 'Upload an image',
    description: 'Signed in with an API token or a Firebase ID token. Stored re-encoded as WebP.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadDto })
  @ApiCreatedResponse({ type: ImageUploadResponseDto })
  @ApiBadRequestResponse({ description: 'No image, or not a readable PNG, JPEG, WebP or GIF' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 5 MB' })
  upload(@UploadedFile() file: UploadedMultipartFile | undefined): Promise<ImageUploadResponse> {
    return this.media.storeImage(file);
  }
}
