import { ApiProperty } from '@nestjs/swagger';

/** The multipart form of `POST /api/images` (documentation only). */
export class ImageUploadDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'PNG, JPEG, WebP or GIF, at most 5 MB',
  })
  image: unknown;
}
