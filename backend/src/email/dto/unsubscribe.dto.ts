import { ApiProperty } from '@nestjs/swagger';
import { coded } from '@tutorhub/contracts';
import { IsString, MaxLength } from 'class-validator';
import { says } from '../../common/errors';

/** The query of an unsubscribe link. */
export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The signed token of the link', maxLength: 200 })
  @IsString(says(coded('email.invalidToken')))
  @MaxLength(200, says(coded('email.invalidToken')))
  token: string;
}
