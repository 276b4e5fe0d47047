import { ApiProperty } from '@nestjs/swagger';

/** A blog post as GET getBlogs answers it. */
export class BlogDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ description: 'Title' })
  name: string;

  image: string;

  @ApiProperty({ format: 'email', description: "The author's login email: admins only" })
  email?: string;

  description: string;

  @ApiProperty({ format: 'date-time' })
  publishedAt: string;

  @ApiProperty({ example: '11/22/2024', description: 'Date in the site time zone (TZ_SITE)' })
  publishedDate: string;

  @ApiProperty({ example: '3:05:09 PM', description: 'Time in the site time zone (TZ_SITE)' })
  time: string;
}
