import { ApiProperty } from '@nestjs/swagger';

export class DisplayUrlDto {
  @ApiProperty({
    example: '/media/3f1c…e9.webp',
    description: 'Where the stored image is shown from',
  })
  display_url: string;
}

/** POST images: the image-host answer the original site read. */
export class ImageUploadResponseDto {
  data: DisplayUrlDto;
}
