import { ApiProperty } from '@nestjs/swagger';
import { RULE_MESSAGES } from '@tutorhub/contracts';
import { IsBoolean, IsDefined } from 'class-validator';

/** PATCH admin/accounts/{id}/suspension. */
export class SuspensionDto {
  @ApiProperty({ description: "true: every call of the account answers 403 until it's lifted" })
  @IsDefined({ message: RULE_MESSAGES.trueOrFalse('suspended') })
  @IsBoolean({ message: RULE_MESSAGES.trueOrFalse('suspended') })
  suspended: boolean;
}
