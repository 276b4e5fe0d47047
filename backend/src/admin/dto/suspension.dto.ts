import { ApiProperty } from '@nestjs/swagger';
import { coded } from '@tutorhub/contracts';
import { IsBoolean, IsDefined } from 'class-validator';
import { says } from '../../common/errors';

/** PATCH admin/accounts/{id}/suspension. */
export class SuspensionDto {
  @ApiProperty({ description: "true: every call of the account answers 403 until it's lifted" })
  @IsDefined(says(coded('rule.trueOrFalse', { field: 'suspended' })))
  @IsBoolean(says(coded('rule.trueOrFalse', { field: 'suspended' })))
  suspended: boolean;
}
