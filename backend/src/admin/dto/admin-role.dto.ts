import { ApiProperty } from '@nestjs/swagger';
import { coded } from '@tutorhub/contracts';
import { IsBoolean, IsDefined } from 'class-validator';
import { says } from '../../common/errors';

/** PATCH admin/accounts/{id}/role. */
export class AdminRoleDto {
  @ApiProperty({ description: 'true grants admin; false sets the role back to the profile kind' })
  @IsDefined(says(coded('rule.trueOrFalse', { field: 'admin' })))
  @IsBoolean(says(coded('rule.trueOrFalse', { field: 'admin' })))
  admin: boolean;
}
