import { ApiProperty } from '@nestjs/swagger';
import { type PromoteRequest, RULE_MESSAGES } from '@tutorhub/contracts';
import { IsDefined, IsIn } from 'class-validator';

/** PATCH tutorUpdate/{id}, studentUpdate/{id}: the only change is promotion to admin. */
export class PromoteDto implements PromoteRequest {
  @ApiProperty({ enum: ['admin'] })
  @IsDefined({ message: RULE_MESSAGES.role })
  @IsIn(['admin'], { message: RULE_MESSAGES.role })
  role: 'admin';
}
