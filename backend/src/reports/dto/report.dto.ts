import { ApiProperty } from '@nestjs/swagger';
import { ApiAccountEmail } from '../../common/api-docs';
import {
  REPORT_REASONS,
  REPORT_RESOLUTIONS,
  REPORT_TARGET_TYPES,
  type ReportReason,
  type ReportResolution,
  type ReportTargetType,
} from '@tutorhub/contracts';

/** The reported item as it reads now. */
export class ReportedItemDto {
  @ApiProperty({ type: String, nullable: true, description: "A profile's name or a post's title" })
  title: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The text others read (cut short)' })
  text: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Who wrote it' })
  authorName: string | null;
}

/** An account named in a report, as admins see it. */
export class ReportAccountDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiAccountEmail()
  email: string | null;
}

/** One report of GET admin/reports. */
export class ReportDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ enum: REPORT_TARGET_TYPES })
  targetType: ReportTargetType;

  @ApiProperty({ format: 'uuid' })
  targetId: string;

  @ApiProperty({
    type: ReportedItemDto,
    nullable: true,
    description: 'Null once the item is deleted',
  })
  item: ReportedItemDto | null;

  @ApiProperty({ enum: REPORT_REASONS })
  reason: ReportReason;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ type: ReportAccountDto, nullable: true, description: 'Null once deleted' })
  reporter: ReportAccountDto | null;

  @ApiProperty({
    type: ReportAccountDto,
    nullable: true,
    description: "The item's author when it was reported",
  })
  reportedUser: ReportAccountDto | null;

  @ApiProperty({ type: 'integer', description: 'Open reports of the same item' })
  openReports: number;

  @ApiProperty({ enum: REPORT_RESOLUTIONS, nullable: true, type: String })
  resolution: ReportResolution | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  resolvedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
