import { ApiProperty } from '@nestjs/swagger';
import type { CourseStatus } from '@tutorhub/contracts';

/** A course as GET getCourse answers it. */
export class CourseDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  courseName: string;

  image: string;

  @ApiProperty({ format: 'email', description: 'Contact email of the course' })
  email: string;

  @ApiProperty({ description: 'Contact number of the course' })
  number: string;

  description: string;

  duration: string;

  @ApiProperty({ type: 'integer', description: 'Fee in BDT' })
  amount: number;

  prerequisites: string;

  targetAudience: string;

  status: CourseStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
