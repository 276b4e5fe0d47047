import { ApiProperty } from '@nestjs/swagger';
import type { ImageUploadResponse } from '@tutorhub/contracts';

class DisplayUrlDto {
  @ApiProperty({
    example: '/media/3f1c…e9.webp',
    description: 'Where the stored image is shown from',
  })
  display_url: string;
}

export class ImageUploadResponseDto implements ImageUploadResponse {
  @ApiProperty({ type: DisplayUrlDto })
  data: DisplayUrlDto;
}
