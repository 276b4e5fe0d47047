import { ApiProperty } from '@nestjs/swagger';
import { CONVERSATION_KINDS, type ConversationKind } from '@tutorhub/contracts';

/** The other party of a conversation, as its list shows them. */
export class ConversationPartyDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: String, nullable: true })
  image: string | null;
}

/** The latest message of a conversation. */
export class LastMessageDto {
  @ApiProperty()
  text: string;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ description: 'Sent by the caller' })
  mine: boolean;
}

/** One conversation of the caller. */
export class ConversationDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ enum: CONVERSATION_KINDS })
  kind: ConversationKind;

  @ApiProperty({ format: 'uuid', description: "The application's or the hire's id" })
  refId: string;

  @ApiProperty({
    type: ConversationPartyDto,
    nullable: true,
    description: 'Null once their account is deleted',
  })
  other: ConversationPartyDto | null;

  @ApiProperty({ type: LastMessageDto, nullable: true, description: 'Null before the first' })
  lastMessage: LastMessageDto | null;

  @ApiProperty({
    type: 'integer',
    description: "Messages from the other party the caller hasn't read",
  })
  unread: number;

  @ApiProperty({
    format: 'date-time',
    type: String,
    nullable: true,
    description: 'Up to when the other party has read it (read receipts)',
  })
  otherReadAt: string | null;

  @ApiProperty({ description: 'Messages may carry no contact details (until a hire is accepted)' })
  contactRule: boolean;

  @ApiProperty({ description: 'Closed for 30 days: it can be read, not written to' })
  readOnly: boolean;

  @ApiProperty({ description: 'One of the two has blocked the other' })
  blocked: boolean;
}

/** GET conversations/unread-count. */
export class UnreadMessagesDto {
  @ApiProperty({
    type: 'integer',
    description: "Unread messages over all the caller's conversations",
  })
  count: number;
}
