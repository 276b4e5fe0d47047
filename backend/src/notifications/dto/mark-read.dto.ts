import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, NOTIFICATION_MESSAGES } from '@tutorhub/contracts';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';

/** POST notifications/read: the caller's notifications to mark read; all when `ids` is left out. */
export class MarkReadDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: LIMITS.pageSizeMax })
  @IsOptional()
  @IsArray({ message: NOTIFICATION_MESSAGES.ids })
  @ArrayMaxSize(LIMITS.pageSizeMax, { message: NOTIFICATION_MESSAGES.ids })
  @IsUUID('all', { each: true, message: NOTIFICATION_MESSAGES.ids })
  ids?: string[];
}
