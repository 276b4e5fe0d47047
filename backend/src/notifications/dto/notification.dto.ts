import { ApiProperty } from '@nestjs/swagger';
import { type NoticeParams, NOTIFICATION_TYPES, type NotificationType } from '@tutorhub/contracts';

/** One line of the bell, as GET notifications answers it. */
export class NotificationDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ enum: NOTIFICATION_TYPES })
  type: NotificationType;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The hire concerned' })
  hireId: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'What it tells (names, subject, class, days, salary, reason, who acted, rating, how a ' +
      "report was resolved), for a client to render with `type` in its reader's language",
  })
  params: NoticeParams;

  @ApiProperty({ description: 'The notice in English, rendered from `type` and `params`' })
  text: string;

  @ApiProperty()
  read: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class UnreadCountDto {
  @ApiProperty({ type: 'integer' })
  count: number;
}
