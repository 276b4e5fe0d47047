import { ApiProperty } from '@nestjs/swagger';
import {
  SMS_ENCODINGS,
  SMS_STATES,
  SMS_TYPES,
  type SmsEncoding,
  type SmsState,
  type SmsType,
} from '@tutorhub/contracts';

export class SmsCountsDto {
  @ApiProperty({ type: 'integer', description: 'Waiting, or with the gateway now' })
  queued: number;

  @ApiProperty({ type: 'integer' })
  sent: number;

  @ApiProperty({ type: 'integer' })
  failed: number;

  @ApiProperty({ type: 'integer', description: 'Over the daily limit: kept, never sent' })
  limited: number;
}

/** One SMS as the admin's list shows it. */
export class SmsRowDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ description: 'The number it was for (E.164)' })
  to: string;

  @ApiProperty({ enum: SMS_TYPES, description: "The notice's type, or job.alert" })
  type: SmsType;

  @ApiProperty({ enum: ['bn', 'en'] })
  language: string;

  @ApiProperty()
  text: string;

  @ApiProperty({ type: 'integer' })
  parts: number;

  @ApiProperty({ enum: SMS_ENCODINGS })
  encoding: SmsEncoding;

  @ApiProperty({ enum: SMS_STATES })
  state: SmsState;

  @ApiProperty({ type: 'integer' })
  attempts: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The gateway's reason for the last failure",
  })
  lastError: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt: string | null;
}

/** GET sms/report. */
export class SmsReportDto {
  @ApiProperty({ example: '2026-12', description: 'The site month the counts cover' })
  month: string;

  @ApiProperty({ type: 'integer', description: 'Parts sent this month (what gateways charge)' })
  partsThisMonth: number;

  @ApiProperty({ type: SmsCountsDto, description: 'SMS written this month by state' })
  byState: SmsCountsDto;

  @ApiProperty({
    type: [SmsRowDto],
    description: 'The newest 100 of the last 7 days, failed ones with their reason',
  })
  recent: SmsRowDto[];
}
