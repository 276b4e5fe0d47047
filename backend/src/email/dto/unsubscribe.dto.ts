import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_MESSAGES } from '@tutorhub/contracts';
import { IsString, MaxLength } from 'class-validator';

/** The query of an unsubscribe link. */
export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The signed token of the link', maxLength: 200 })
  @IsString({ message: EMAIL_MESSAGES.invalidToken })
  @MaxLength(200, { message: EMAIL_MESSAGES.invalidToken })
  token: string;
}
