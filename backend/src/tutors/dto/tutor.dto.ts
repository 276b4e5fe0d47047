import { ApiProperty } from '@nestjs/swagger';
import { TEACHING_SUBJECTS, type TeachingMode } from '@tutorhub/contracts';
import { PublicProfileDto } from '../../profiles/profile.dto';

/** A tutor's stored rating: the mean of their reviews to one decimal, null while unrated. */
export class TutorRatingDto {
  @ApiProperty({ type: Number, nullable: true, example: 4.5 })
  average: number | null;

  @ApiProperty({ type: 'integer' })
  count: number;
}

/** A tutor as GET getTutor answers it. */
export class TutorDto extends PublicProfileDto {
  @ApiProperty({
    format: 'email',
    description: 'Admins, the tutor, and students whose hire the tutor accepted only',
  })
  email?: string;

  @ApiProperty({ example: '+8801712345678', description: 'Same visibility as email' })
  number?: string;

  @ApiProperty({ enum: TEACHING_SUBJECTS })
  teachingSubject: string;

  @ApiProperty({ type: 'integer', description: 'Expected monthly salary, BDT' })
  salary: number;

  onlineOffline: TeachingMode;

  /** An admin checked the tutor's identity and qualifications. */
  verified: boolean;

  rating: TutorRatingDto;
}
