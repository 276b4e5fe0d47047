import { ApiPropertyOptional } from '@nestjs/swagger';
import { coded, LIMITS } from '@tutorhub/contracts';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';
import { says } from '../../common/errors';

/** POST notifications/read: the caller's notifications to mark read; all when `ids` is left out. */
export class MarkReadDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: LIMITS.pageSizeMax })
  @IsOptional()
  @IsArray(says(coded('notification.ids')))
  @ArrayMaxSize(LIMITS.pageSizeMax, says(coded('notification.ids')))
  @IsUUID('all', { each: true, ...says(coded('notification.ids')) })
  ids?: string[];
}
