import { ApiProperty } from '@nestjs/swagger';
import { coded } from '@tutorhub/contracts';
import { IsString, MaxLength } from 'class-validator';
import { says } from '../../common/errors';

/** The query of an SMS's STOP link (kept to one letter: every character of an SMS counts). */
export class StopQueryDto {
  @ApiProperty({ description: 'The signed token of the link', maxLength: 100 })
  @IsString(says(coded('sms.invalidToken')))
  @MaxLength(100, says(coded('sms.invalidToken')))
  t: string;
}
