import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, RULE_MESSAGES, STUDENT_FORM_MESSAGES as M } from '@tutorhub/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { ImageUrl, PhoneNumber, RequiredEmail, RequiredText } from '../../common/dto-fields';

/** POST studentInfo: a student's record, in the original's field names (kind and role set here). */
export class CreateStudentDto {
  @ApiProperty({ description: 'Always student; anything else is a 400' })
  @IsOptional()
  @IsIn(['student'], { message: RULE_MESSAGES.studentRole })
  role?: 'student';

  @RequiredText(M.name, LIMITS.nameMax, 'Karim Hossain')
  name: string;

  @ImageUrl(M.image)
  image: string;

  @RequiredEmail(M.email)
  email: string;

  @PhoneNumber(M.number)
  number: string;

  @RequiredText(M.study, LIMITS.shortTextMax, 'Dhaka College')
  study: string;

  @RequiredText(M.subject, LIMITS.shortTextMax, 'Science')
  subject: string;

  @RequiredText(M.location, LIMITS.shortTextMax, 'Mirpur, Dhaka')
  location: string;
}
