import { ApiProperty } from '@nestjs/swagger';
import {
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  type TeachingMode,
  type Tutor,
} from '@tutorhub/contracts';
import { ProfileDto } from '../../profiles/profile.dto';

/** A tutor as GET getTutor answers it. */
export class TutorDto extends ProfileDto implements Tutor {
  @ApiProperty({ enum: TEACHING_SUBJECTS })
  teachingSubject: string;

  @ApiProperty({ type: 'integer', description: 'Expected monthly salary, BDT' })
  salary: number;

  @ApiProperty({ enum: TEACHING_MODES })
  onlineOffline: TeachingMode;
}
