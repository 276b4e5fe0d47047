import { ApiProperty } from '@nestjs/swagger';
import { COURSE_STATUSES, type Course, type CourseStatus } from '@tutorhub/contracts';

/** A course as GET getCourse answers it. */
export class CourseDto implements Course {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  courseName: string;

  @ApiProperty()
  image: string;

  @ApiProperty({ format: 'email', description: 'Contact email of the course' })
  email: string;

  @ApiProperty({ description: 'Contact number of the course' })
  number: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  duration: string;

  @ApiProperty({ type: 'integer', description: 'Fee in BDT' })
  amount: number;

  @ApiProperty()
  prerequisites: string;

  @ApiProperty()
  targetAudience: string;

  @ApiProperty({ enum: COURSE_STATUSES })
  status: CourseStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
