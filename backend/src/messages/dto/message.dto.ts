import { ApiProperty } from '@nestjs/swagger';
import { coded, LIMITS } from '@tutorhub/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { RequiredText } from '../../common/dto-fields';
import { says } from '../../common/errors';
import { ApiPropertyOptional } from '@nestjs/swagger';

/** One message of a conversation. */
export class MessageDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  conversationId: string;

  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: 'Null once deleted' })
  senderId: string | null;

  @ApiProperty({ description: 'Sent by the caller' })
  mine: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Null once its sender deleted it' })
  text: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty()
  deleted: boolean;
}

/** POST conversations/{id}/messages. */
export class SendMessageDto {
  @RequiredText(coded('conversation.text'), LIMITS.messageMax, 'Can you come at 7 pm on Sunday?')
  text: string;
}

/** GET conversations/{id}/messages: newest first, `before` a message for the next older page. */
export class MessagePageQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The oldest message of the page read before',
  })
  @IsOptional()
  @IsUUID('all', says(coded('conversation.before')))
  before?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: LIMITS.messagePageMax,
    default: LIMITS.messagePageDefault,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt(says(coded('rule.limit')))
  @Min(1, says(coded('rule.limit')))
  @Max(LIMITS.messagePageMax, says(coded('rule.limit')))
  limit?: number;
}
