import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  AuditAccountDto as AuditAccount,
  AuditEntryDto as AuditAnswer,
} from './dto/audit-entry.dto';
import type { AuditAction } from '@tutorhub/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { type Page, type PageQueryDto, skipTake, toPage } from '../common/pagination';
import type { User } from '../users/user.entity';
import { AuditEntry } from './audit-entry.entity';

function toAuditAccount(user: User | null): AuditAccount | null {
  return user && { _id: user.id, name: user.name, email: user.email };
}

function toAuditAnswer(entry: AuditEntry): AuditAnswer {
  return {
    _id: entry.id,
    action: entry.action,
    actor: toAuditAccount(entry.actor),
    target: toAuditAccount(entry.target),
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * Writes one audit entry in the transaction `tx` of the change it records; `note` says what
 * it concerned beyond the two accounts (a document, a reason).
 */
export async function audit(
  tx: EntityManager,
  action: AuditAction,
  actorId: string | null,
  targetId: string | null,
  note: string | null = null,
): Promise<void> {
  await tx.insert(AuditEntry, { action, actorId, targetId, note });
}

/** Reads the audit log (the changes themselves write it with `audit`). */
@Injectable()
export class AuditLogService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  /** Newest first, with the actor's and target's current name and email. */
  async list(query: PageQueryDto): Promise<Page<AuditAnswer>> {
    const rows = await this.entries.findAndCount({
      relations: { actor: true, target: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      ...skipTake(query),
    });
    return toPage(rows, toAuditAnswer);
  }
}
