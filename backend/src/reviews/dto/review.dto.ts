import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Review } from '@tutorhub/contracts';

/** A review as GET getTutorReview answers it. */
export class ReviewDto implements Review {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  name: string;

  @ApiPropertyOptional({ format: 'email', description: "The author's login email: admins only" })
  email?: string;

  @ApiProperty({ type: 'string', nullable: true })
  image: string | null;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  rating: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ example: '11/22/2024', description: 'Date in the site time zone (TZ_SITE)' })
  date: string;

  @ApiProperty({ example: '3:05:09 PM', description: 'Time in the site time zone (TZ_SITE)' })
  time: string;
}
