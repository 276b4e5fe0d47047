import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '@tutorhub/contracts';

/** A review as GET getTutorReview answers it. */
export class ReviewDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  name: string;

  @ApiProperty({ format: 'email', description: "The author's login email: admins only" })
  email?: string;

  image: string | null;

  message: string;

  @ApiProperty({ type: 'integer', minimum: LIMITS.ratingMin, maximum: LIMITS.ratingMax })
  rating: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ example: '11/22/2024', description: 'Date in the site time zone (TZ_SITE)' })
  date: string;

  @ApiProperty({ example: '3:05:09 PM', description: 'Time in the site time zone (TZ_SITE)' })
  time: string;
}
