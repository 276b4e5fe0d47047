import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { coded, LANGUAGES, type Language } from '@tutorhub/contracts';
import { IsBoolean, IsIn, ValidateIf } from 'class-validator';
import { says } from '../../common/errors';

/** Left out is fine; null is not a setting. */
const Sent = () => ValidateIf((_dto: object, value: unknown) => value !== undefined);

/** The caller's email settings: the language emails are written in, and each kind on or off. */
export class EmailSettingsDto {
  @ApiProperty({ enum: LANGUAGES, description: 'The language last chosen in the web app' })
  language: Language;

  @ApiProperty({ description: 'Email about hire requests and their moves' })
  hires: boolean;

  @ApiProperty({ description: 'Email about new reviews (tutors)' })
  reviews: boolean;

  @ApiProperty({ description: 'Email about messages left unread for 15 minutes' })
  messages: boolean;

  @ApiProperty({ description: 'One email a day of new jobs in the subject and area (tutors)' })
  jobDigest: boolean;
}

/** PATCH me/email: any of the settings. */
export class EmailSettingsEditDto {
  @ApiPropertyOptional({ enum: LANGUAGES })
  @Sent()
  @IsIn([...LANGUAGES], says(coded('email.language')))
  language?: Language;

  @ApiPropertyOptional()
  @Sent()
  @IsBoolean(says(coded('rule.trueOrFalse', { field: 'hires' })))
  hires?: boolean;

  @ApiPropertyOptional()
  @Sent()
  @IsBoolean(says(coded('rule.trueOrFalse', { field: 'reviews' })))
  reviews?: boolean;

  @ApiPropertyOptional()
  @Sent()
  @IsBoolean(says(coded('rule.trueOrFalse', { field: 'messages' })))
  messages?: boolean;

  @ApiPropertyOptional()
  @Sent()
  @IsBoolean(says(coded('rule.trueOrFalse', { field: 'jobDigest' })))
  jobDigest?: boolean;
}
