import { BadRequestException, Controller, Get, Injectable, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { coded, LIMITS } from '@tutorhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiPagedResponse } from '../common/api-docs';
import { errorBody } from '../common/errors';
import { sendAnswer } from '../common/send-answer';
import { AnswerCache, answerKey, type PageAnswer, toAnswer } from '../database/answer-cache';
import { FastReads } from '../fast-reads/fast-reads.service';
import { PROFILE_COLUMNS, refuseRoleFilter, toProfile } from '../profiles/profile.dto';
import { ProfileRoutes } from '../profiles/profile-routes';
import { ContactsShown, type ProfileFilters, ProfilesService } from '../profiles/profiles.service';
import { isAdmin, type User } from '../users/user.entity';
import { CreateTutorDto } from './dto/create-tutor.dto';
import { modesServing, toRating, TutorDto, TutorQueryDto } from './dto/tutor-list.dto';

// The tutor list (GET getTutor): how a page is read and shared (TutorsService), then the route
// (TutorsController, which also inherits the calls tutors and students share).

/** The columns a tutor list item is built from. */
const TUTOR_COLUMNS = [
  ...PROFILE_COLUMNS,
  'teachingSubject',
  'salary',
  'onlineOffline',
  'verified',
  'ratingCount',
  'ratingAverage',
] as const satisfies readonly (keyof User)[];

type TutorRow = Pick<User, (typeof TUTOR_COLUMNS)[number]>;

/** A list item as `caller` sees it; `email` and `number` only when the contact is `shown`. */
function toTutor(row: TutorRow, caller: User, shown: boolean): TutorDto {
  return {
    ...toProfile(row, caller, shown),
    teachingSubject: row.teachingSubject ?? '',
    salary: row.salary ?? 0,
    onlineOffline: row.onlineOffline ?? 'both',
    verified: row.verified,
    rating: toRating(row),
  };
}

@Injectable()
export class TutorsService {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly cache: AnswerCache,
    private readonly contacts: ContactsShown,
  ) {}

  /**
   * Non-admins see no suspended tutors and may not filter by role. Every non-admin gets the same
   * cached page without contact details, unless it lists a tutor whose contact this caller may
   * see (their own, or one who accepted their hire): then an answer of their own, uncached.
   */
  async list(caller: User, query: TutorQueryDto): Promise<PageAnswer> {
    refuseRoleFilter(caller, query);
    const { minSalary, maxSalary } = query;
    if (minSalary !== undefined && maxSalary !== undefined && minSalary > maxSalary) {
      throw new BadRequestException(
        errorBody(400, coded('rule.salaryRange'), { minSalary: coded('rule.salaryRange') }),
      );
    }
    const admin = isAdmin(caller);
    const filters: ProfileFilters = {
      page: query.page ?? 1,
      limit: query.limit ?? LIMITS.pageSizeDefault,
      q: query.q || undefined,
      role: query.role,
      teachingSubject: query.subject,
      location: query.location || undefined,
      modes: query.mode ? modesServing(query.mode) : undefined,
      minSalary,
      maxSalary,
      verified: query.verified,
      sort: query.sort ?? 'newest',
      withSuspended: admin,
      searchEmail: admin,
    };
    const key = answerKey('getTutor', { ...filters, admin });
    const page = await this.cache.get(key, ['users'], () =>
      this.readPage(filters, caller, () => admin),
    );
    if (admin) {
      return page;
    }
    const shown = await this.contacts.to(caller);
    return page.ids.some((id) => shown.has(id))
      ? this.readPage(filters, caller, (id) => shown.has(id))
      : page;
  }

  /**
   * Whether `caller` gets the shared `page` as it is, decided without waiting (false when it
   * would take a read): not an admin, and no tutor on it whose contact they may see.
   */
  sharesPage(caller: User, page: PageAnswer): boolean {
    const shown = isAdmin(caller) ? undefined : this.contacts.knownTo(caller);
    return shown !== undefined && !page.ids.some((id) => shown.has(id));
  }

  private async readPage(
    filters: ProfileFilters,
    caller: User,
    shown: (tutorId: string) => boolean,
  ): Promise<PageAnswer> {
    const { rows, total } = await this.profiles.list<TutorRow>('tutor', filters, TUTOR_COLUMNS);
    const items = rows.map((row) => toTutor(row, caller, shown(row.id)));
    return { ...toAnswer(items, total), ids: rows.map((row) => row.id) };
  }
}

/** tutorInfo, tutorUpdate/{id}, tutorDelete/{id} (shared with students) and getTutor. */
@ApiTags('tutors')
@Controller()
export class TutorsController extends ProfileRoutes('tutor', CreateTutorDto) {
  constructor(
    profiles: ProfilesService,
    private readonly tutors: TutorsService,
    private readonly fastReads: FastReads,
  ) {
    super(profiles);
  }

  @Get('getTutor')
  @Access.signedIn('List tutors, newest first or by ?sort=, filtered (role filter: admins only)')
  @ApiPagedResponse(TutorDto)
  async list(
    @CurrentUser() caller: User,
    @Query() query: TutorQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.tutors.list(caller, query);
    sendAnswer(request, reply, answer);
    this.fastReads.remember(request, caller, answer, (other) =>
      this.tutors.sharesPage(other, answer),
    );
  }
}
