import { ApiProperty } from '@nestjs/swagger';
import { RULE_MESSAGES } from '@tutorhub/contracts';
import { IsBoolean, IsDefined } from 'class-validator';

/** PATCH admin/accounts/{id}/role. */
export class AdminRoleDto {
  @ApiProperty({ description: 'true grants admin; false sets the role back to the profile kind' })
  @IsDefined({ message: RULE_MESSAGES.trueOrFalse('admin') })
  @IsBoolean({ message: RULE_MESSAGES.trueOrFalse('admin') })
  admin: boolean;
}
