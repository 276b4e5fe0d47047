import { ProfileDto } from '../../profiles/profile.dto';

/** A student as GET getStudent answers it. */
export class StudentDto extends ProfileDto {}
