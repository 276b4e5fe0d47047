import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { coded } from '@tutorhub/contracts';
import { IsBoolean, ValidateIf } from 'class-validator';
import { says } from '../../common/errors';

/** Left out is fine; null is not a setting. */
const Sent = () => ValidateIf((_dto: object, value: unknown) => value !== undefined);

/** The caller's SMS settings: the number SMS go to, and each kind on or off. */
export class SmsSettingsDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The verified mobile number SMS go to (E.164), null without one',
  })
  phone: string | null;

  @ApiProperty()
  phoneVerified: boolean;

  @ApiProperty({ description: 'Hire requests and their moves (default: on for tutors)' })
  hires: boolean;

  @ApiProperty({ description: "A job application's moves (default off)" })
  applications: boolean;

  @ApiProperty({ description: 'A trial class set (default off)' })
  trials: boolean;

  @ApiProperty({
    description: 'One SMS a day of new jobs in the subject and area (tutors; default on)',
  })
  jobAlerts: boolean;
}

/** PATCH me/sms: any of the kinds. */
export class SmsSettingsEditDto {
  @ApiPropertyOptional()
  @Sent()
  @IsBoolean(says(coded('rule.trueOrFalse', { field: 'hires' })))
  hires?: boolean;

  @ApiPropertyOptional()
  @Sent()
  @IsBoolean(says(coded('rule.trueOrFalse', { field: 'applications' })))
  applications?: boolean;

  @ApiPropertyOptional()
  @Sent()
  @IsBoolean(says(coded('rule.trueOrFalse', { field: 'trials' })))
  trials?: boolean;

  @ApiPropertyOptional()
  @Sent()
  @IsBoolean(says(coded('rule.trueOrFalse', { field: 'jobAlerts' })))
  jobAlerts?: boolean;
}
