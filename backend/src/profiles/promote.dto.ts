import { RULE_MESSAGES } from '@tutorhub/contracts';
import { IsDefined, IsIn } from 'class-validator';

/** PATCH tutorUpdate/{id}, studentUpdate/{id}: the only change is promotion to admin. */
export class PromoteDto {
  @IsDefined({ message: RULE_MESSAGES.role })
  @IsIn(['admin'], { message: RULE_MESSAGES.role })
  role: 'admin';
}
