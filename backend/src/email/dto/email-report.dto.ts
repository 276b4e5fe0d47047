import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_STATES } from '../email.entity';
import { EMAIL_TYPES, type EmailType } from '@tutorhub/contracts';

export class EmailCountsDto {
  @ApiProperty({ type: 'integer' })
  queued: number;

  @ApiProperty({ type: 'integer' })
  sent: number;

  @ApiProperty({ type: 'integer' })
  failed: number;
}

/** An email the worker gave up on. */
export class FailedEmailDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ description: 'The address it was for' })
  to: string;

  @ApiProperty({ enum: EMAIL_TYPES })
  type: EmailType;

  @ApiProperty({ description: "The SMTP server's answer, or why it could not be reached" })
  reason: string;

  @ApiProperty({ type: 'integer' })
  attempts: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** GET email/report: the last 7 days of email. */
export class EmailReportDto {
  @ApiProperty({
    type: EmailCountsDto,
    description: `Emails of the last 7 days by state (${EMAIL_STATES.join(', ')})`,
  })
  counts: EmailCountsDto;

  @ApiProperty({
    type: [FailedEmailDto],
    description: 'The failed ones, newest first (at most 100)',
  })
  failed: FailedEmailDto[];
}
