import { ApiProperty } from '@nestjs/swagger';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@tutorhub/contracts';
import { JobDto } from './job.dto';

class ApplicantRatingDto {
  @ApiProperty({ type: Number, nullable: true })
  average: number | null;

  @ApiProperty({ type: 'integer' })
  count: number;
}

/** The applying tutor as the job's owner sees them: no contact details. */
export class ApplicantDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  image: string;

  @ApiProperty({ description: 'Subject or department they study' })
  subject: string;

  @ApiProperty()
  teachingSubject: string;

  @ApiProperty()
  location: string;

  @ApiProperty()
  verified: boolean;

  @ApiProperty({ type: ApplicantRatingDto })
  rating: ApplicantRatingDto;
}

/** What an application says, for both sides. */
class ApplicationFieldsDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ enum: APPLICATION_STATUSES })
  status: ApplicationStatus;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ type: 'integer', description: 'Whole BDT a month' })
  expectedSalary: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', type: String, nullable: true })
  trialAt: string | null;

  @ApiProperty({
    format: 'uuid',
    type: String,
    nullable: true,
    description: 'The hire made when it was hired',
  })
  hireId: string | null;
}

/** GET jobs/{id}/applications: one applicant of the job. */
export class ApplicationDto extends ApplicationFieldsDto {
  @ApiProperty({ type: ApplicantDto })
  tutor: ApplicantDto;
}

/** GET applications/mine: one of the tutor's applications with its job. */
export class MyApplicationDto extends ApplicationFieldsDto {
  @ApiProperty({ type: JobDto })
  job: JobDto;
}
