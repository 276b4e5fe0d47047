import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  coded,
  LIMITS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  type ReportReason,
  type ReportTargetType,
} from '@tutorhub/contracts';
import { IsDefined, IsUUID } from 'class-validator';
import { OptionalText, RequiredChoice } from '../../common/dto-fields';
import { says } from '../../common/errors';

/** POST reports: a member's report of a profile or a post. */
export class CreateReportDto {
  @RequiredChoice(REPORT_TARGET_TYPES, coded('report.targetType'), coded('report.targetType'))
  targetType: ReportTargetType;

  @ApiProperty({ format: 'uuid', description: "The profile's or post's `_id`" })
  @IsDefined(says(coded('report.targetId')))
  @IsUUID('all', says(coded('report.targetId')))
  targetId: string;

  @RequiredChoice(REPORT_REASONS, coded('report.reason'), coded('report.reason'))
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
