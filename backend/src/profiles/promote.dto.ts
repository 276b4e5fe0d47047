import { coded } from '@tutorhub/contracts';
import { IsDefined, IsIn } from 'class-validator';
import { says } from '../common/errors';

/** PATCH tutorUpdate/{id}, studentUpdate/{id}: the only change is promotion to admin. */
export class PromoteDto {
  @IsDefined(says(coded('rule.role')))
  @IsIn(['admin'], says(coded('rule.role')))
  role: 'admin';
}
