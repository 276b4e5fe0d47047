import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LIMITS,
  REPORT_MESSAGES as M,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  type ReportReason,
  type ReportTargetType,
} from '@tutorhub/contracts';
import { IsDefined, IsUUID } from 'class-validator';
import { OptionalText, RequiredChoice } from '../../common/dto-fields';

/** POST reports: a member's report of a profile or a post. */
export class CreateReportDto {
  @RequiredChoice(REPORT_TARGET_TYPES, M.targetType, M.targetType)
  targetType: ReportTargetType;

  @ApiProperty({ format: 'uuid', description: "The profile's or post's `_id`" })
  @IsDefined({ message: M.targetId })
  @IsUUID('all', { message: M.targetId })
  targetId: string;

  @RequiredChoice(REPORT_REASONS, M.reason, M.reason)
  reason: ReportReason;

  @ApiPropertyOptional({
    type: String,
    maxLength: LIMITS.reportNoteMax,
    nullable: true,
    description: 'Read by admins only',
  })
  @OptionalText(LIMITS.reportNoteMax)
  note?: string | null;
}
