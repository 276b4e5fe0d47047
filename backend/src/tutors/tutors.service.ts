import { BadRequestException, Injectable } from '@nestjs/common';
import { coded, LIMITS } from '@tutorhub/contracts';
import { errorBody } from '../common/errors';
import {
  ResponseCache,
  cacheKey,
  type CachedPageResponse,
  toCachedResponse,
} from '../database/response-cache';
import { PROFILE_COLUMNS, refuseRoleFilter, toProfile } from '../profiles/profile.dto';
import {
  ContactsShown,
  type ProfileFilters,
  ProfilesService,
  searchesText,
} from '../profiles/profiles.service';
import { isAdmin, type User } from '../users/user.entity';
import { modesServing, toRating, type TutorDto, type TutorQueryDto } from './dto/tutor-list.dto';

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

/** A page of the list as one caller gets it; `personal` when it is theirs alone. */
export interface TutorPage {
  answer: CachedPageResponse;
  personal: boolean;
}

/** The tutor list (GET getTutor): how a page is read, cached and shared between callers. */
@Injectable()
export class TutorsService {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly cache: ResponseCache,
    private readonly contacts: ContactsShown,
  ) {}

  /**
   * Non-admins see no suspended tutors and may not filter by role. Every non-admin gets the same
   * cached page without contact details, unless it lists a tutor whose contact this caller may
   * see (their own, or one who accepted their hire): then a page of their own (`personal`),
   * cached for them alone until a write to users or hires. A text search that has to be read
   * from the database first passes `beforeSearchRead` (the per-address search limit).
   */
  async list(
    caller: User,
    query: TutorQueryDto,
    beforeSearchRead: () => Promise<void>,
  ): Promise<TutorPage> {
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
    const key = cacheKey('getTutor', { ...filters, admin });
    if (searchesText(filters) && !this.cache.peek(key)) {
      await beforeSearchRead();
    }
    const page = await this.cache.get(key, ['users'], () =>
      this.readPage(filters, caller, () => admin),
    );
    if (admin) {
      return { answer: page, personal: false };
    }
    const shown = await this.contacts.to(caller);
    if (!page.ids.some((id) => shown.has(id))) {
      return { answer: page, personal: false };
    }
    const ownKey = cacheKey('getTutor', { ...filters, admin, contactsOf: caller.id });
    const own = await this.cache.get(ownKey, ['users', 'hires'], () =>
      this.readPage(filters, caller, (id) => shown.has(id)),
    );
    return { answer: own, personal: true };
  }

  /**
   * Whether `caller` gets the shared `page` as it is, decided without waiting (false when it
   * would take a read): not an admin, and no tutor on it whose contact they may see.
   */
  sharesPage(caller: User, page: CachedPageResponse): boolean {
    const shown = isAdmin(caller) ? undefined : this.contacts.knownTo(caller);
    return shown !== undefined && !page.ids.some((id) => shown.has(id));
  }

  private async readPage(
    filters: ProfileFilters,
    caller: User,
    shown: (tutorId: string) => boolean,
  ): Promise<CachedPageResponse> {
    const { rows, total } = await this.profiles.list<TutorRow>('tutor', filters, TUTOR_COLUMNS);
    const items = rows.map((row) => toTutor(row, caller, shown(row.id)));
    return { ...toCachedResponse(items, total), ids: rows.map((row) => row.id) };
  }
}
