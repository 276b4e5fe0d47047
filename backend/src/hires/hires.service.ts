import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CodedMessage, coded, type HireSide, type HireStatus } from '@tutorhub/contracts';
import type {
  InsertResultDto as InsertResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import type { DataSource, EntityManager } from 'typeorm';
import { BlocksService } from '../blocks/blocks.service';
import { ChargesService } from '../charges/charges.service';
import type { EndedBy } from '../charges/charge-rules';
import { errorBody } from '../common/errors';
import { readPage, skipTake } from '../common/pagination';
import { isUniqueViolation } from '../common/pg-errors';
import { SiteClockService } from '../common/site-time';
import {
  type CachedResponse,
  ResponseCache,
  cacheKey,
  toCachedResponse,
} from '../database/response-cache';
import { NotificationsService } from '../notifications/notifications.service';
import { nextContactsChange, ratableFrom, sharesContacts } from '../profiles/tuition-times';
import { isAdmin, numberIsVerified, User } from '../users/user.entity';
import type { CreateHireDto } from './dto/create-hire.dto';
import type { HireDto, HirePartyDto } from './dto/hire.dto';
import type { HireQueryDto } from './dto/hire-query.dto';
import type { MoveHireDto } from './dto/move-hire.dto';
import { Hire } from './hire.entity';
import { type HireRoles, refusedMove } from './hire-moves';
import { moveNotices, requestNotices } from './hire-notices';

const notFound = () => new NotFoundException(errorBody(404, coded('notFound.hire')));
const conflict = (message: CodedMessage) => new ConflictException(errorBody(409, message));

function rolesOf(user: User, hire: Hire): HireRoles {
  return {
    tutor: hire.tutorId === user.id,
    student: hire.studentId === user.id,
    admin: isAdmin(user),
  };
}

/** The parts of a party's account a hire answer shows. */
type PartyRow = Pick<User, 'id' | 'name' | 'image' | 'email' | 'number' | 'phone'>;

/** A hire with its parties (null once deleted), from the entity or from the page query. */
type HireRow = Omit<Hire, 'tutor' | 'student' | 'tutorId' | 'studentId'> & {
  tutor: PartyRow | null;
  student: PartyRow | null;
};

const partyJson = (column: string) =>
  `(SELECT json_build_object('id', u.id, 'name', u.name, 'image', u.image, 'email', u.email, ` +
  `'number', u.number, 'phone', u.phone) FROM users u WHERE u.id = t."${column}")`;

/** The select list of the hires page: the hire and both parties, in the one page statement. */
const HIRE_COLUMNS = [
  't.id AS id',
  't.status AS status',
  't.reason AS reason',
  't.subject AS subject',
  't."classLevel" AS "classLevel"',
  't."daysPerWeek" AS "daysPerWeek"',
  't.salary AS salary',
  `to_char(t."startDate", 'YYYY-MM-DD') AS "startDate"`,
  't.mode AS mode',
  't.area AS area',
  't.message AS message',
  't."acceptedAt" AS "acceptedAt"',
  't."endedAt" AS "endedAt"',
  't."closedByAdmin" AS "closedByAdmin"',
  't."createdAt" AS "createdAt"',
  't."updatedAt" AS "updatedAt"',
  `${partyJson('tutorId')} AS tutor`,
  `${partyJson('studentId')} AS student`,
].join(', ');

function toParty(user: PartyRow | null, withContacts: boolean): HirePartyDto | null {
  if (!user) {
    return null;
  }
  const party: HirePartyDto = { _id: user.id, name: user.name, image: user.image };
  return withContacts
    ? {
        ...party,
        email: user.email ?? undefined,
        number: user.number,
        numberVerified: numberIsVerified(user),
      }
    : party;
}

/** The answer for `viewer`: each party's email and number while shared (admins: always). */
function toHireDto(hire: HireRow, viewer: User, now: Date): HireDto {
  const contacts = isAdmin(viewer) || sharesContacts(hire, now);
  return {
    _id: hire.id,
    status: hire.status,
    reason: hire.reason,
    subject: hire.subject,
    classLevel: hire.classLevel,
    daysPerWeek: hire.daysPerWeek,
    salary: hire.salary,
    startDate: hire.startDate,
    mode: hire.mode,
    area: hire.area,
    message: hire.message,
    acceptedAt: hire.acceptedAt?.toISOString() ?? null,
    endedAt: hire.endedAt?.toISOString() ?? null,
    ratableFrom: ratableFrom(hire)?.toISOString() ?? null,
    createdAt: hire.createdAt.toISOString(),
    updatedAt: hire.updatedAt.toISOString(),
    tutor: toParty(hire.tutor, contacts),
    student: toParty(hire.student, contacts),
  };
}

/** Who ends a tuition: a party, else the admin (as `closedByAdmin` records it). */
const endedBy = (roles: HireRoles): EndedBy =>
  roles.tutor ? 'tutor' : roles.student ? 'student' : 'admin';

/**
 * What a move records besides the status: when a tuition was accepted or ended, and whether an
 * admin (not one of its parties) ended it.
 */
function timesOfMove(
  to: HireStatus,
  roles: HireRoles,
  now: Date,
): Partial<Pick<Hire, 'acceptedAt' | 'endedAt' | 'closedByAdmin'>> {
  if (to === 'accepted') {
    return { acceptedAt: now };
  }
  if (to === 'ended') {
    return { endedAt: now, closedByAdmin: endedBy(roles) === 'admin' };
  }
  return {};
}

/** Blank optional text is stored as null. */
const orNull = (text: string | null | undefined): string | null => (text ? text : null);

@Injectable()
export class HiresService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    private readonly clock: SiteClockService,
    private readonly cache: ResponseCache,
    private readonly blocks: BlocksService,
    private readonly charges: ChargesService,
  ) {}

  /** A student's request; the tutor is notified in the same transaction. */
  async create(student: User, dto: CreateHireDto): Promise<InsertResult> {
    if (student.kind !== 'student') {
      throw new ForbiddenException(errorBody(403, coded('hire.studentsOnly')));
    }
    if (dto.startDate < this.clock.day()) {
      throw new BadRequestException(
        errorBody(400, coded('hire.startDatePast'), { startDate: coded('hire.startDatePast') }),
      );
    }
    const tutorNotFound = () => new NotFoundException(errorBody(404, coded('notFound.tutor')));
    const tutor = await this.db.getRepository(User).findOne({
      where: { id: dto.tutorId, kind: 'tutor' },
      select: { id: true, name: true },
    });
    if (!tutor) {
      throw tutorNotFound();
    }
    // A suspended tutor is hidden everywhere, so a request to one is refused like its page.
    await this.blocks.assertMayDeal(student.id, tutor.id, tutorNotFound);
    try {
      return await this.db.transaction(async (manager) => {
        const terms = {
          tutorId: tutor.id,
          studentId: student.id,
          status: 'requested',
          subject: dto.subject,
          classLevel: dto.classLevel,
          daysPerWeek: dto.daysPerWeek,
          salary: dto.salary,
          startDate: dto.startDate,
          mode: dto.mode,
          area: orNull(dto.area),
          message: orNull(dto.message),
        } as const;
        const { identifiers } = await manager.insert(Hire, terms);
        const hireId = (identifiers[0] as { id: string }).id;
        await this.notifyAll(manager, requestNotices({ ...terms, id: hireId, tutor, student }));
        return { insertedId: hireId };
      });
    } catch (e) {
      // UQ_hires_open_pair: one requested or accepted hire per pair, even under a race.
      throw isUniqueViolation(e) ? conflict(coded('hire.openHireExists')) : e;
    }
  }

  /**
   * The caller's hires from one side (admins: `all`), newest first, as sent: one statement per
   * page, kept per account until the next write to hires or users.
   */
  async list(viewer: User, query: HireQueryDto): Promise<CachedResponse> {
    const side: HireSide = query.as ?? viewer.kind ?? (isAdmin(viewer) ? 'all' : 'student');
    if (side === 'all' && !isAdmin(viewer)) {
      throw new ForbiddenException(errorBody(403, coded('hire.allSidesAdminOnly')));
    }
    const { skip, take } = skipTake(query);
    const key = cacheKey('hires', {
      viewer: viewer.id,
      admin: isAdmin(viewer),
      side,
      status: query.status,
      skip,
      take,
    });
    // The parties' names and contact details come from users: a write there may change a page,
    // and so may the end of an ended tuition's contact sharing.
    const held = await this.cache.get(
      key,
      ['hires', 'users'],
      async () => {
        const now = this.clock.now();
        const page = await this.readHires(viewer, side, query, now);
        return {
          answer: toCachedResponse(page.items, page.total),
          contactsChange: isAdmin(viewer) ? undefined : nextContactsChange(page.rows, now),
        };
      },
      (page) => page.contactsChange,
    );
    return held.answer;
  }

  private async readHires(
    viewer: User,
    side: HireSide,
    query: HireQueryDto,
    now: Date,
  ): Promise<{ items: HireDto[]; rows: HireRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (side !== 'all') {
      params.push(viewer.id);
      where.push(`t."${side === 'tutor' ? 'tutorId' : 'studentId'}" = $${params.length}`);
    }
    if (query.status) {
      params.push(query.status);
      where.push(`t.status = ANY($${params.length})`);
    }
    const { rows, total } = await readPage<HireRow>(this.db, {
      table: 'hires',
      columns: HIRE_COLUMNS,
      where,
      params,
      orderBy: 't."createdAt" DESC, t.id DESC',
      ...skipTake(query),
    });
    return { items: rows.map((hire) => toHireDto(hire, viewer, now)), rows, total };
  }

  /** One hire, for its two parties and admins; anyone else 404. */
  async findOne(viewer: User, id: string): Promise<HireDto> {
    const hire = await this.visibleHire(this.db.manager, viewer, id);
    return toHireDto(hire, viewer, this.clock.now());
  }

  /**
   * One move of the state machine. The UPDATE only applies while the hire is still in the
   * status the move was checked against, so of two simultaneous moves exactly one wins; the
   * other re-reads the hire and answers 409.
   */
  async move(viewer: User, id: string, dto: MoveHireDto): Promise<UpdateResult> {
    return this.db.transaction(async (manager) => {
      const hire = await this.visibleHire(manager, viewer, id);
      const roles = rolesOf(viewer, hire);
      const refusal = refusedMove(hire.status, dto.status, roles);
      if (refusal) {
        throw conflict(refusal);
      }
      // Declining, cancelling and ending stay open to either side: they end the dealing.
      if (dto.status === 'accepted') {
        await this.blocks.assertMayDeal(hire.tutorId, hire.studentId, notFound, manager);
        // Only the tutor accepts; with an overdue service charge they take no new tuition.
        await this.charges.refuseOverdue(manager, viewer.id);
      }
      const reason = dto.reason ?? null;
      const movedAt = this.clock.now();
      const result = await manager.update(
        Hire,
        { id, status: hire.status },
        {
          status: dto.status,
          ...(reason ? { reason } : {}),
          ...timesOfMove(dto.status, roles, movedAt),
        },
      );
      if (!result.affected) {
        const now = await manager.findOneOrFail(Hire, { where: { id }, select: { status: true } });
        throw conflict(
          refusedMove(now.status, dto.status, roles) ??
            coded('hire.alreadyInStatus', { status: now.status }),
        );
      }
      if (dto.status === 'accepted') {
        await this.charges.chargeAcceptedHire(manager, hire, movedAt);
      } else if (dto.status === 'ended') {
        await this.charges.cancelOnEarlyEnd(manager, hire, movedAt, endedBy(roles));
      }
      await this.notifyAll(manager, moveNotices(hire, dto.status, reason, roles));
      return { modifiedCount: 1 };
    });
  }

  private async visibleHire(manager: EntityManager, viewer: User, id: string): Promise<Hire> {
    const hire = await manager.findOne(Hire, {
      where: { id },
      relations: { tutor: true, student: true },
    });
    const roles = hire && rolesOf(viewer, hire);
    if (!hire || !roles || !(roles.tutor || roles.student || roles.admin)) {
      throw notFound();
    }
    return hire;
  }

  private async notifyAll(
    manager: EntityManager,
    notices: Parameters<NotificationsService['notify']>[1][],
  ): Promise<void> {
    for (const n of notices) {
      await this.notifications.notify(manager, n);
    }
  }
}
