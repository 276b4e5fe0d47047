import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { coded, LIMITS } from '@tutorhub/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { BlocksService } from '../blocks/blocks.service';
import type {
  DeleteResultDto as DeleteResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import { errorBody } from '../common/errors';
import { type Page, type PageQueryDto, skipTake } from '../common/pagination';
import { SiteClockService } from '../common/site-time';
import { UnreadMessageEmails } from '../email/unread-message-email';
import { publishLive } from '../events/live-events';
import { isAdmin, type User } from '../users/user.entity';
import { Conversation } from './conversation.entity';
import {
  conversationState,
  type ConversationState,
  isReadOnly,
  STATE_COLUMNS,
  STATE_JOINS,
} from './conversation-rules';
import type { ConversationDto, UnreadMessagesDto } from './dto/conversation.dto';
import type { MessageDto, MessagePageQueryDto } from './dto/message.dto';
import { completesContactDetails } from './message-context';
import { Message } from './message.entity';

const notFound = () => new NotFoundException(errorBody(404, coded('notFound.conversation')));

/** The caller's side of a conversation (columns of `c`), given the caller's id as `$1`. */
const MY_READ_AT = `CASE WHEN c."studentId" = $1 THEN c."studentReadAt" ELSE c."tutorReadAt" END`;
const OTHER_READ_AT = `CASE WHEN c."studentId" = $1 THEN c."tutorReadAt" ELSE c."studentReadAt" END`;
const OTHER_ID = `CASE WHEN c."studentId" = $1 THEN c."tutorId" ELSE c."studentId" END`;

/** Messages of `c` from the other party, not deleted, newer than the caller's read mark. */
const UNREAD_OF_C = `SELECT count(*)::int FROM "messages" m
  WHERE m."conversationId" = c.id AND m."deletedAt" IS NULL
    AND m."senderId" IS DISTINCT FROM $1
    AND m."createdAt" > COALESCE(${MY_READ_AT}, '-infinity')`;

const CONVERSATION_COLUMNS = `c.id, c.kind, c."refId", c."studentId", c."tutorId",
  ${OTHER_READ_AT} AS "otherReadAt",
  o.id AS "otherId", o.name AS "otherName", o.image AS "otherImage",
  lm.text AS "lastText", lm."createdAt" AS "lastAt", lm."senderId" AS "lastSenderId",
  (${UNREAD_OF_C}) AS unread, ${STATE_COLUMNS},
  EXISTS (SELECT 1 FROM "blocks" b WHERE (b."blockerId" = $1 AND b."blockedId" = ${OTHER_ID})
    OR (b."blockedId" = $1 AND b."blockerId" = ${OTHER_ID})) AS blocked`;

const CONVERSATION_FROM = `FROM "conversations" c
  LEFT JOIN "users" o ON o.id = ${OTHER_ID}
  LEFT JOIN LATERAL (SELECT m.text, m."createdAt", m."senderId" FROM "messages" m
    WHERE m."conversationId" = c.id AND m."deletedAt" IS NULL
    ORDER BY m."createdAt" DESC, m.id DESC LIMIT 1) lm ON true
  ${STATE_JOINS}`;

interface ConversationRow extends ConversationState {
  id: string;
  kind: Conversation['kind'];
  refId: string;
  studentId: string | null;
  tutorId: string | null;
  otherReadAt: Date | null;
  otherId: string | null;
  otherName: string | null;
  otherImage: string | null;
  lastText: string | null;
  lastAt: Date | null;
  lastSenderId: string | null;
  unread: number;
  blocked: boolean;
}

type MessageRow = Pick<
  Message,
  'id' | 'conversationId' | 'senderId' | 'text' | 'createdAt' | 'deletedAt'
>;

export function toMessageDto(row: MessageRow, viewerId: string): MessageDto {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    mine: row.senderId === viewerId,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    deleted: row.deletedAt !== null,
  };
}

function toConversationDto(row: ConversationRow, user: User, now: Date): ConversationDto {
  return {
    _id: row.id,
    kind: row.kind,
    refId: row.refId,
    other: row.otherId ? { _id: row.otherId, name: row.otherName, image: row.otherImage } : null,
    lastMessage:
      row.lastText !== null && row.lastAt
        ? { text: row.lastText, at: row.lastAt.toISOString(), mine: row.lastSenderId === user.id }
        : null,
    unread: row.unread,
    otherReadAt: row.otherReadAt?.toISOString() ?? null,
    contactRule: !row.accepted,
    readOnly: isReadOnly(row, now),
    blocked: row.blocked,
  };
}

type Parties = Pick<Conversation, 'studentId' | 'tutorId'>;

const isParty = (c: Parties, user: User) => c.studentId === user.id || c.tutorId === user.id;

const otherParty = (c: Parties, user: User) => (c.studentId === user.id ? c.tutorId : c.studentId);

/** Conversations between the two parties of an application or a hire, and their messages. */
@Injectable()
export class ConversationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: SiteClockService,
    private readonly blocks: BlocksService,
    private readonly emails: UnreadMessageEmails,
  ) {}

  /** The caller's conversations, latest message first (those without one last). */
  async list(user: User, query: PageQueryDto): Promise<Page<ConversationDto>> {
    const { skip, take } = skipTake(query);
    const mine = `(c."studentId" = $1 OR c."tutorId" = $1)`;
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT ${CONVERSATION_COLUMNS} ${CONVERSATION_FROM} WHERE ${mine}
          ORDER BY c."lastMessageAt" DESC NULLS LAST, c."createdAt" DESC, c.id DESC
          LIMIT $2 OFFSET $3`,
        [user.id, take, skip],
      ) as Promise<ConversationRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM "conversations" c WHERE ${mine}`, [
        user.id,
      ]) as Promise<Array<{ total: number }>>,
    ]);
    const now = this.clock.now();
    return { items: rows.map((row) => toConversationDto(row, user, now)), total };
  }

  /** One of the caller's conversations. */
  async findOne(user: User, id: string): Promise<ConversationDto> {
    const [row] = (await this.db.query(
      `SELECT ${CONVERSATION_COLUMNS} ${CONVERSATION_FROM}
        WHERE c.id = $2 AND (c."studentId" = $1 OR c."tutorId" = $1)`,
      [user.id, id],
    )) as ConversationRow[];
    if (!row) {
      throw notFound();
    }
    return toConversationDto(row, user, this.clock.now());
  }

  /** Unread messages over all the caller's conversations. */
  async unreadCount(user: User): Promise<UnreadMessagesDto> {
    const [{ count }] = (await this.db.query(
      `SELECT coalesce(sum((${UNREAD_OF_C})), 0)::int AS count FROM "conversations" c
        WHERE c."studentId" = $1 OR c."tutorId" = $1`,
      [user.id],
    )) as Array<{ count: number }>;
    return { count };
  }

  /**
   * The conversation of a hire for one of its parties, made on first use; 404 for others. A
   * hire made from an application keeps the application's conversation.
   */
  async ofHire(user: User, hireId: string): Promise<ConversationDto> {
    const [hire] = (await this.db.query(
      `SELECT "studentId", "tutorId", "applicationId" FROM "hires" WHERE id = $1`,
      [hireId],
    )) as Array<Parties & { applicationId: string | null }>;
    if (!hire || !isParty(hire, user)) {
      throw notFound();
    }
    return hire.applicationId
      ? this.ofApplication(user, hire.applicationId)
      : this.findOne(user, await this.ensure('hire', hireId, hire));
  }

  /**
   * The conversation of an application to a job for its two parties (the job's owner and the
   * applying tutor), made on first use; 404 for others.
   */
  async ofApplication(user: User, applicationId: string): Promise<ConversationDto> {
    const [application] = (await this.db.query(
      `SELECT j."ownerId" AS "studentId", a."tutorId" FROM "job_applications" a
         JOIN "jobs" j ON j.id = a."jobId" WHERE a.id = $1`,
      [applicationId],
    )) as Parties[];
    if (!application || !isParty(application, user)) {
      throw notFound();
    }
    return this.findOne(user, await this.ensure('application', applicationId, application));
  }

  /**
   * Makes the conversation of a hire or application if it is not there yet (not between a
   * blocked pair or with a suspended party); answers its id.
   */
  private async ensure(
    kind: Conversation['kind'],
    refId: string,
    parties: Parties,
  ): Promise<string> {
    const [held] = (await this.db.query(
      `SELECT id FROM "conversations" WHERE kind = $1 AND "refId" = $2`,
      [kind, refId],
    )) as Array<{ id: string }>;
    if (held) {
      return held.id;
    }
    await this.blocks.assertMayDeal(parties.studentId, parties.tutorId, notFound);
    const [row] = (await this.db.query(
      `WITH made AS (
         INSERT INTO "conversations" (kind, "refId", "studentId", "tutorId") VALUES ($1, $2, $3, $4)
         ON CONFLICT (kind, "refId") DO NOTHING RETURNING id)
       SELECT id FROM made UNION ALL
       SELECT id FROM "conversations" WHERE kind = $1 AND "refId" = $2`,
      [kind, refId, parties.studentId, parties.tutorId],
    )) as Array<{ id: string }>;
    return row.id;
  }

  /**
   * A page of messages, newest first, for a party; admins may read a conversation one of
   * whose messages was reported. Anyone else: 404.
   */
  async messages(user: User, id: string, query: MessagePageQueryDto): Promise<MessageDto[]> {
    const conversation = await this.readable(user, id);
    const params: unknown[] = [conversation.id, query.limit ?? LIMITS.messagePageDefault];
    let older = '';
    if (query.before) {
      const cursor = await this.db.getRepository(Message).findOne({
        where: { id: query.before, conversationId: conversation.id },
        select: { id: true, createdAt: true },
      });
      if (!cursor) {
        throw new BadRequestException(
          errorBody(400, coded('conversation.before'), { before: coded('conversation.before') }),
        );
      }
      params.push(cursor.createdAt, cursor.id);
      older = `AND (m."createdAt", m.id) < ($3, $4)`;
    }
    const rows = (await this.db.query(
      `SELECT m.id, m."conversationId", m."senderId", m.text, m."createdAt", m."deletedAt"
         FROM "messages" m WHERE m."conversationId" = $1 ${older}
        ORDER BY m."createdAt" DESC, m.id DESC LIMIT $2`,
      params,
    )) as MessageRow[];
    return rows.map((row) => toMessageDto(row, user.id));
  }

  /**
   * Sends a message: refused between blocked members (403) or to a suspended one (404, hidden),
   * in a conversation closed for 30 days, and with contact details while no hire of it was
   * accepted (read with the sender's messages of the last 10 minutes). Both parties' streams hear it.
   */
  async send(user: User, id: string, text: string): Promise<MessageDto> {
    return this.db.transaction(async (tx) => {
      const conversation = await this.partyOf(tx, user, id, true);
      const other = otherParty(conversation, user);
      await this.blocks.assertMayDeal(user.id, other, notFound, tx);
      const now = this.clock.now();
      const state = await conversationState(tx, conversation.id);
      if (isReadOnly(state, now)) {
        throw new ConflictException(errorBody(409, coded('conversation.readOnly')));
      }
      if (
        !state.accepted &&
        (await completesContactDetails(tx, conversation.id, user.id, now, text))
      ) {
        const rule = coded('contactRule.contactDetails');
        throw new BadRequestException(errorBody(400, rule, { text: rule }));
      }
      const { identifiers } = await tx.insert(Message, {
        conversationId: conversation.id,
        senderId: user.id,
        text,
        createdAt: now,
      });
      const row: MessageRow = {
        id: (identifiers[0] as { id: string }).id,
        conversationId: conversation.id,
        senderId: user.id,
        text,
        createdAt: now,
        deletedAt: null,
      };
      // Writing is reading: the sender's own mark moves with their message.
      const myReadAt = conversation.studentId === user.id ? 'studentReadAt' : 'tutorReadAt';
      await tx.update(Conversation, conversation.id, { lastMessageAt: now, [myReadAt]: now });
      if (other) {
        await this.emails.schedule(tx, conversation, other);
      }
      const message = toMessageDto(row, user.id);
      const { mine: _mine, ...shared } = message;
      await publishLive(tx, [conversation.studentId, conversation.tutorId], {
        event: 'message',
        data: { conversationId: conversation.id, message: shared },
      });
      return message;
    });
  }

  /**
   * Marks the conversation read up to now for the caller; the other party sees the receipt
   * unless the two may not deal.
   */
  async markRead(user: User, id: string): Promise<UpdateResult> {
    return this.db.transaction(async (tx) => {
      const conversation = await this.partyOf(tx, user, id, true);
      const readAt = this.clock.now();
      const column = conversation.studentId === user.id ? 'studentReadAt' : 'tutorReadAt';
      await tx.update(Conversation, conversation.id, { [column]: readAt });
      const to = await this.blocks.audience(user.id, otherParty(conversation, user), tx);
      await publishLive(tx, to, {
        event: 'read',
        data: { conversationId: conversation.id, readerId: user.id, readAt: readAt.toISOString() },
      });
      return { modifiedCount: 1 };
    });
  }

  /** Deletes the caller's own message within minutes of sending it; its text is gone for good. */
  async deleteMessage(user: User, id: string, messageId: string): Promise<DeleteResult> {
    return this.db.transaction(async (tx) => {
      const conversation = await this.partyOf(tx, user, id, false);
      const message = await tx.findOne(Message, {
        where: { id: messageId, conversationId: conversation.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!message) {
        throw new NotFoundException(errorBody(404, coded('notFound.message')));
      }
      if (message.senderId !== user.id) {
        throw new ForbiddenException(errorBody(403, coded('conversation.notYours')));
      }
      if (message.deletedAt) {
        throw new ConflictException(errorBody(409, coded('conversation.alreadyDeleted')));
      }
      const now = this.clock.now();
      if (now.getTime() - message.createdAt.getTime() > LIMITS.messageDeleteMinutes * 60_000) {
        throw new ConflictException(errorBody(409, coded('conversation.deleteTooLate')));
      }
      await tx.update(Message, message.id, { text: null, deletedAt: now });
      const to = await this.blocks.audience(user.id, otherParty(conversation, user), tx);
      await publishLive(tx, to, {
        event: 'deleted',
        data: { conversationId: conversation.id, messageId: message.id },
      });
      return { deletedCount: 1 };
    });
  }

  /** The conversation if `user` is one of its parties (locked for a write when asked); else 404. */
  private async partyOf(
    manager: EntityManager,
    user: User,
    id: string,
    lock: boolean,
  ): Promise<Conversation> {
    const conversation = await manager.findOne(Conversation, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!conversation || !isParty(conversation, user)) {
      throw notFound();
    }
    return conversation;
  }

  /** A party's conversation, or a reported one for an admin; else 404. */
  private async readable(user: User, id: string): Promise<Conversation> {
    const conversation = await this.db.getRepository(Conversation).findOne({ where: { id } });
    if (conversation && isParty(conversation, user)) {
      return conversation;
    }
    if (conversation && isAdmin(user) && (await this.reported(conversation.id))) {
      return conversation;
    }
    throw notFound();
  }

  /** Whether a message of the conversation was reported (open or resolved). */
  private async reported(conversationId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM "reports" r JOIN "messages" m ON m.id = r."targetId"
        WHERE r."targetType" = 'message' AND m."conversationId" = $1 LIMIT 1`,
      [conversationId],
    );
    return rows.length > 0;
  }
}
