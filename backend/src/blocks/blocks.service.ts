import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { coded } from '@tutorhub/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { DeleteResultDto as DeleteResult } from '../common/api-docs';
import { errorBody } from '../common/errors';
import { User } from '../users/user.entity';
import { Block } from './block.entity';
import type { BlockedMemberDto } from './dto/blocked-member.dto';

/** Blocks between members: either side's block stops messages, hire requests and applications. */
@Injectable()
export class BlocksService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** True when `a` blocked `b` or `b` blocked `a`. */
  async eitherBlocked(
    a: string | null,
    b: string | null,
    manager: EntityManager = this.db.manager,
  ): Promise<boolean> {
    if (!a || !b) {
      return false;
    }
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM "blocks"
        WHERE ("blockerId" = $1 AND "blockedId" = $2) OR ("blockerId" = $2 AND "blockedId" = $1)
        LIMIT 1`,
      [a, b],
    );
    return rows.length > 0;
  }

  /** The members `blocker` has blocked, last blocked first. */
  async list(blocker: User): Promise<BlockedMemberDto[]> {
    const rows = (await this.db.query(
      `SELECT u.id, u.name, u.image, b."createdAt" FROM "blocks" b
         JOIN "users" u ON u.id = b."blockedId"
        WHERE b."blockerId" = $1 ORDER BY b."createdAt" DESC, u.id`,
      [blocker.id],
    )) as Array<{ id: string; name: string | null; image: string | null; createdAt: Date }>;
    return rows.map((r) => ({
      _id: r.id,
      name: r.name,
      image: r.image,
      blockedAt: r.createdAt.toISOString(),
    }));
  }

  /** Blocks `blockedId`; blocking again changes nothing. */
  async block(blocker: User, blockedId: string): Promise<{ modifiedCount: number }> {
    if (blocker.id === blockedId) {
      throw new BadRequestException(errorBody(400, coded('conversation.blockSelf')));
    }
    const exists = await this.db.getRepository(User).exists({ where: { id: blockedId } });
    if (!exists) {
      throw new NotFoundException(errorBody(404, coded('notFound.account')));
    }
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO "blocks" ("blockerId", "blockedId") VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [blocker.id, blockedId],
    );
    return { modifiedCount: inserted.length };
  }

  /** Lifts the caller's block of `blockedId`, if any. */
  async unblock(blocker: User, blockedId: string): Promise<DeleteResult> {
    const result = await this.db.getRepository(Block).delete({ blockerId: blocker.id, blockedId });
    return { deletedCount: result.affected ?? 0 };
  }
}
