import type { Student } from '@tutorhub/contracts';
import { ProfileDto } from '../../profiles/profile.dto';

/** A student as GET getStudent answers it. */
export class StudentDto extends ProfileDto implements Student {}
