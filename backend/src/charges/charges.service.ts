import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ChargeLedgerKind, type ChargeStatus, coded, SITE } from '@tutorhub/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { audit } from '../admin/audit-log.service';
import type { Env } from '../config/env.validation';
import { errorBody } from '../common/errors';
import { type Page, type PageQueryDto, readPage, skipTake } from '../common/pagination';
import { SiteClockService } from '../common/site-time';
import { Hire } from '../hires/hire.entity';
import { isAdmin, type User } from '../users/user.entity';
import type {
  AdminChargeQueryDto,
  ChargeDetailDto,
  ChargeDto,
  ChargeHireDto,
  WaiveChargeDto,
} from './dto/charge.dto';
import { Charge, ChargeLedgerEntry } from './charge.entity';
import {
  cancelsCharge,
  type ChargeSettings,
  chargeTerms,
  type EndedBy,
  formatInvoice,
  isOverdue,
} from './charge-rules';

const notFound = () => new NotFoundException(errorBody(404, coded('notFound.charge')));

/** A charge as the select list reads it, with its hire (null only if the hire is gone). */
interface ChargeRow {
  id: string;
  invoice: string;
  amount: number;
  status: ChargeStatus;
  dueAt: Date;
  paidAt: Date | null;
  reason: string | null;
  createdAt: Date;
  hire: ChargeHireDto;
}

const partyJson = (column: string, fields: string) =>
  `(SELECT json_build_object(${fields}) FROM users u WHERE u.id = h."${column}")`;

/** The answer's columns over the alias `t`: the charge and, in one subquery, its hire. */
const CHARGE_COLUMNS = [
  't.id AS id',
  't.invoice AS invoice',
  't.amount AS amount',
  't.status AS status',
  't."dueAt" AS "dueAt"',
  't."paidAt" AS "paidAt"',
  't.reason AS reason',
  't."createdAt" AS "createdAt"',
  `(SELECT json_build_object('_id', h.id, 'subject', h.subject, 'classLevel', h."classLevel", ` +
    `'salary', h.salary, 'student', ${partyJson('studentId', `'name', u.name`)}, ` +
    `'tutor', ${partyJson('tutorId', `'_id', u.id, 'name', u.name`)}) ` +
    `FROM hires h WHERE h.id = t."hireId") AS hire`,
].join(', ');

/** The charges of one tutor's hires, over the alias `t`. */
const OF_TUTOR = (param: number) =>
  `t."hireId" IN (SELECT h.id FROM hires h WHERE h."tutorId" = $${param})`;

function toChargeDto(row: ChargeRow, now: Date): ChargeDto {
  return {
    _id: row.id,
    invoice: row.invoice,
    amount: row.amount,
    currency: SITE.currency,
    status: row.status,
    dueAt: row.dueAt.toISOString(),
    overdue: isOverdue(row, now),
    paidAt: row.paidAt?.toISOString() ?? null,
    // No refund is given yet: there are no refund rows to add up.
    refunded: 0,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    hire: row.hire,
  };
}

/**
 * The tutors' service charges: made and cancelled inside the hire moves' own transactions,
 * read by their tutors and admins, waived by admins. Every movement of taka is a ledger row.
 */
@Injectable()
export class ChargesService {
  private readonly settings: ChargeSettings;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: SiteClockService,
    config: ConfigService<Env, true>,
  ) {
    this.settings = {
      percent: config.get('SERVICE_CHARGE_PERCENT', { infer: true }),
      dueDays: config.get('SERVICE_CHARGE_DUE_DAYS', { infer: true }),
    };
  }

  /**
   * In the transaction that accepts `hire`: its charge and the ledger row of what is owed.
   * Nothing while the fee is off.
   */
  async chargeAcceptedHire(
    manager: EntityManager,
    hire: Pick<Hire, 'id' | 'salary'>,
    acceptedAt: Date,
  ): Promise<void> {
    const terms = chargeTerms(hire.salary, acceptedAt, this.settings);
    if (!terms) {
      return;
    }
    const [{ n }] = (await manager.query(
      `SELECT nextval('charge_invoice_seq')::int AS n`,
    )) as Array<{ n: number }>;
    const { identifiers } = await manager.insert(Charge, {
      invoice: formatInvoice(this.clock.day(acceptedAt).slice(0, 4), n),
      hireId: hire.id,
      amount: terms.amount,
      status: 'due',
      dueAt: terms.dueAt,
      createdAt: acceptedAt,
    });
    await manager.insert(ChargeLedgerEntry, {
      chargeId: (identifiers[0] as { id: string }).id,
      kind: 'charged',
      amount: terms.amount,
      createdAt: acceptedAt,
    });
  }

  /**
   * In the transaction that ends `hire`: its charge is cancelled when the rule says so
   * (`cancelsCharge`) and nothing was paid yet, i.e. it is still due.
   */
  async cancelOnEarlyEnd(
    manager: EntityManager,
    hire: Pick<Hire, 'id' | 'acceptedAt'>,
    endedAt: Date,
    endedBy: EndedBy,
  ): Promise<void> {
    if (!hire.acceptedAt || !cancelsCharge(hire.acceptedAt, endedAt, endedBy)) {
      return;
    }
    // TypeORM answers an UPDATE … RETURNING as [rows, count].
    const [rows] = (await manager.query(
      `UPDATE charges SET status = 'cancelled', "updatedAt" = $2
       WHERE "hireId" = $1 AND status = 'due' RETURNING id`,
      [hire.id, endedAt],
    )) as [Array<{ id: string }>, number];
    for (const { id } of rows) {
      await this.writeOff(manager, id, 'cancelled', endedAt);
    }
  }

  /**
   * 403 `charges.overdue` when the tutor has a charge past its due date: they may not take new
   * work (apply, accept) until it is paid or waived. Names the oldest such charge.
   */
  async refuseOverdue(manager: EntityManager, tutorId: string): Promise<void> {
    const [overdue] = (await manager.query(
      `SELECT t.invoice, t.amount FROM charges t
       WHERE ${OF_TUTOR(1)} AND t.status = 'due' AND t."dueAt" < $2
       ORDER BY t."dueAt" LIMIT 1`,
      [tutorId, this.clock.now()],
    )) as Array<{ invoice: string; amount: number }>;
    if (overdue) {
      throw new ForbiddenException(
        errorBody(
          403,
          coded('charges.overdue', { invoice: overdue.invoice, amount: overdue.amount }),
        ),
      );
    }
  }

  /** The caller's charges, newest first (tutor profiles only). */
  async mine(tutor: User, query: PageQueryDto): Promise<Page<ChargeDto>> {
    if (tutor.kind !== 'tutor') {
      throw new ForbiddenException(errorBody(403, coded('charges.tutorsOnly')));
    }
    return this.readChargesPage([OF_TUTOR(1)], [tutor.id], query);
  }

  /** Every charge by status and overdue, newest first (admins). */
  async adminList(query: AdminChargeQueryDto): Promise<Page<ChargeDto>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      params.push(query.status);
      where.push(`t.status = $${params.length}`);
    }
    if (query.overdue !== undefined) {
      params.push(this.clock.now());
      const overdue = `(t.status = 'due' AND t."dueAt" < $${params.length})`;
      where.push(query.overdue ? overdue : `NOT ${overdue}`);
    }
    return this.readChargesPage(where, params, query);
  }

  /** One charge with its payments and refunds, for its tutor and admins; anyone else 404. */
  async findOne(viewer: User, id: string): Promise<ChargeDetailDto> {
    const [row] = (await this.db.query(`SELECT ${CHARGE_COLUMNS} FROM charges t WHERE t.id = $1`, [
      id,
    ])) as ChargeRow[];
    if (!row || !(isAdmin(viewer) || row.hire.tutor?._id === viewer.id)) {
      throw notFound();
    }
    // Payments and refunds have no tables yet: a charge has none of either.
    return { ...toChargeDto(row, this.clock.now()), payments: [], refunds: [] };
  }

  /**
   * An admin waives a due charge with a reason: what was owed is written off, audited in the
   * same transaction. Any other status answers 409. The row is locked first, so of two waivers
   * (or a waiver and a cancellation) at once the second sees the first's status.
   */
  async waive(admin: User, id: string, dto: WaiveChargeDto): Promise<ChargeDetailDto> {
    await this.db.transaction(async (tx) => {
      const charge = await tx.findOne(Charge, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!charge) {
        throw notFound();
      }
      if (charge.status !== 'due') {
        throw new ConflictException(
          errorBody(409, coded('charges.onlyDue', { status: charge.status })),
        );
      }
      const now = this.clock.now();
      await tx.update(Charge, { id }, { status: 'waived', reason: dto.reason, updatedAt: now });
      await this.writeOff(tx, id, 'waived', now);
      const hire = await tx.findOne(Hire, {
        where: { id: charge.hireId },
        select: { id: true, tutorId: true },
      });
      await audit(
        tx,
        'charge-waive',
        admin.id,
        hire?.tutorId ?? null,
        `${charge.invoice} ${dto.reason}`,
      );
    });
    return this.findOne(admin, id);
  }

  /** A ledger row taking off whatever the charge's rows still add up to. */
  private async writeOff(
    manager: EntityManager,
    chargeId: string,
    kind: ChargeLedgerKind,
    at: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO charge_ledger ("chargeId", kind, amount, "createdAt")
       SELECT $1::uuid, $2::varchar, -COALESCE(SUM(amount), 0), $3::timestamptz
       FROM charge_ledger WHERE "chargeId" = $1`,
      [chargeId, kind, at],
    );
  }

  private async readChargesPage(
    where: string[],
    params: unknown[],
    query: PageQueryDto,
  ): Promise<Page<ChargeDto>> {
    const { rows, total } = await readPage<ChargeRow>(this.db, {
      table: 'charges',
      columns: CHARGE_COLUMNS,
      where,
      params,
      orderBy: 't."createdAt" DESC, t.id DESC',
      ...skipTake(query),
    });
    const now = this.clock.now();
    return { items: rows.map((row) => toChargeDto(row, now)), total };
  }
}
