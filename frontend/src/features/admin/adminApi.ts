import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';
import type { CourseStatus, Role } from '@tutorhub/contracts';
import type {
  AdminRoleRequest,
  AuditEntry,
  ContactMessage,
  Course,
  CourseQuery,
  DeleteResult,
  PageQuery,
  PeopleQuery,
  PromoteRequest,
  Stats,
  Student,
  SuspensionRequest,
  TutorQuery,
  UpdateResult,
} from '../../store/apiTypes';
import { api, pagedList, type Paged, type TagType } from '../../store/api';
import { blogsApi } from '../../store/endpoints/blogsApi';
import { coursesApi } from '../../store/endpoints/coursesApi';
import { reviewsApi } from '../../store/endpoints/reviewsApi';
import { profilesApi } from '../../store/endpoints/profilesApi';

const PROMOTE: PromoteRequest = { role: 'admin' };
const enc = encodeURIComponent;

/**
 * The admin endpoints. The lists reuse the public queries where one exists (getTutors,
 * getCourses, getBlogs) so that one patch or invalidation reaches the admin table and the
 * public pages alike; students, stats and the inbox are admin-only lists added here.
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStudents: build.query<Paged<Student>, PeopleQuery>(
      pagedList<Student>('Student', 'getStudent'),
    ),
    getStats: build.query<Stats, void>({
      query: () => 'stats',
      providesTags: ['Stats'],
    }),
    getContactMessages: build.query<Paged<ContactMessage>, PageQuery>(
      pagedList<ContactMessage>('Contact', 'contact'),
    ),
    getAuditLog: build.query<Paged<AuditEntry>, PageQuery>(
      pagedList<AuditEntry>('Audit', 'admin/audit'),
    ),

    // Promote: patched from the answer (no list refetch); counts do not change. Every role or
    // suspension change adds an audit entry, so the audit log refetches.
    promoteTutor: build.mutation<UpdateResult, string>({
      query: (id) => ({ url: `tutorUpdate/${enc(id)}`, method: 'PATCH', body: PROMOTE }),
      invalidatesTags: auditedChange,
      onQueryStarted: (id, ctx) => afterPromote(ctx, 'Tutor', id),
    }),
    promoteStudent: build.mutation<UpdateResult, string>({
      query: (id) => ({ url: `studentUpdate/${enc(id)}`, method: 'PATCH', body: PROMOTE }),
      invalidatesTags: auditedChange,
      onQueryStarted: (id, ctx) => afterPromote(ctx, 'Student', id),
    }),

    // Grant or revoke admin, suspend or lift: patched from the answer like promote.
    setAdmin: build.mutation<UpdateResult, AccountChange<AdminRoleRequest>>({
      query: accountPatch('role'),
      invalidatesTags: auditedChange,
      onQueryStarted: ({ id, kind, change }, ctx) =>
        afterRoleChange(ctx, PERSON_TYPE[kind], id, change.admin ? 'admin' : kind),
    }),
    setSuspended: build.mutation<UpdateResult, AccountChange<SuspensionRequest>>({
      query: accountPatch('suspension'),
      invalidatesTags: auditedChange,
      onQueryStarted: async ({ id, kind, change }, ctx) => {
        if (await changed(ctx)) {
          patchListsContaining(ctx, PERSON_TYPE[kind], id, (draft) => {
            const row = draft.items.find((r) => r._id === id);
            if (row) {
              row.suspended = change.suspended;
            }
          });
        }
      },
    }),

    deleteTutor: build.mutation<DeleteResult, string>(
      deletion('Tutor', 'tutorDelete', () => ['Stats']),
    ),
    deleteStudent: build.mutation<DeleteResult, string>(
      deletion('Student', 'studentDelete', () => ['Stats']),
    ),
    deleteCourse: build.mutation<DeleteResult, string>(
      deletion('Course', 'deleteCourse', (id) => [{ type: 'Course', id }, 'Stats']),
    ),
    deleteReview: build.mutation<DeleteResult, string>(deletion('Review', 'deleteReview')),
    deleteBlog: build.mutation<DeleteResult, string>(
      deletion('Blog', 'deleteBlog', (id) => [{ type: 'Blog', id }, 'Stats']),
    ),

    // Course status: optimistic (the select moves at once), rolled back on failure; on success
    // the course, every course list (admin and public) and the stats refetch, because the
    // public list's membership depends on the status and only the server knows the new page.
    updateCourseStatus: build.mutation<UpdateResult, { id: string; status: CourseStatus }>({
      query: ({ id, status }) => ({
        url: `updateCourse/${enc(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Course', id }, listTag('Course'), 'Stats'],
      onQueryStarted: async ({ id, status }, ctx) => {
        const patches = patchListsContaining(ctx, 'Course', id, (draft) => {
          const row = draft.items.find((c) => c._id === id) as Course | undefined;
          if (row) {
            row.status = status;
          }
        });
        try {
          await ctx.queryFulfilled;
        } catch {
          patches.forEach((p) => p.undo());
        }
      },
    }),
  }),
});

export const {
  useGetStudentsQuery,
  useGetStatsQuery,
  useGetContactMessagesQuery,
  useGetAuditLogQuery,
  usePromoteTutorMutation,
  usePromoteStudentMutation,
  useSetAdminMutation,
  useSetSuspendedMutation,
  useDeleteTutorMutation,
  useDeleteStudentMutation,
  useDeleteCourseMutation,
  useDeleteBlogMutation,
  useDeleteReviewMutation,
  useUpdateCourseStatusMutation,
} = adminApi;

// ---------------------------------------------------------------------------------------------
// Cache helpers

type ListType = Extract<TagType, 'Tutor' | 'Student' | 'Course' | 'Blog' | 'Review'>;
type Row = { _id: string; role?: string; suspended?: boolean };

/** A change to the account behind a tutor or student row (the row's id is the account's). */
export interface AccountChange<C> {
  id: string;
  kind: Extract<Role, 'tutor' | 'student'>;
  change: C;
}
const PERSON_TYPE = { tutor: 'Tutor', student: 'Student' } as const;
/** A declaration, not a const: the endpoints above take it before this line runs. */
function accountPatch(part: 'role' | 'suspension') {
  return <C>({ id, change }: AccountChange<C>) => ({
    url: `admin/accounts/${enc(id)}/${part}`,
    method: 'PATCH',
    body: change,
  });
}
type Recipe = (draft: Paged<Row>, args: unknown) => void;
interface Patch {
  undo: () => void;
}
interface LifecycleCtx<R> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dispatch: ThunkDispatch<any, any, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: R }>;
}

const listTag = (type: ListType | 'Audit') => ({ type, id: 'LIST' }) as const;
const isDeleted = (result: DeleteResult | undefined) => (result?.deletedCount ?? 0) > 0;
/** A declaration, not a const: the endpoints above take it before this line runs. */
function auditedChange(result: UpdateResult | undefined) {
  return result?.modifiedCount ? [listTag('Audit')] : [];
}

/**
 * Deleting a `type` row at `path/<id>`. Once the answer's deletedCount is above 0 the row leaves
 * every cached list at once; the LIST tag then refetches the open pages (to refill them from the
 * next page) and `also` names what else showed the row or counted it.
 */
function deletion(
  type: ListType,
  path: string,
  also: (id: string) => TagDescription<TagType>[] = () => [],
) {
  return {
    query: (id: string) => ({ url: `${path}/${enc(id)}`, method: 'DELETE' }),
    invalidatesTags: (result: DeleteResult | undefined, _error: unknown, id: string) =>
      isDeleted(result) ? [listTag(type), ...also(id)] : [],
    onQueryStarted: (id: string, ctx: LifecycleCtx<DeleteResult>) => afterDelete(ctx, type, id),
  };
}

/** The list query of each row type whose cached pages are patched in place. */
const LIST_ENDPOINTS: Record<ListType, string> = {
  Tutor: 'getTutors',
  Student: 'getStudents',
  Course: 'getCourses',
  Blog: 'getBlogs',
  Review: 'getReviews',
};

/** An `updateQueryData` thunk for a cached page of `type`'s list with `args`. */
function updateList(type: ListType, args: unknown, recipe: (draft: Paged<Row>) => void) {
  switch (type) {
    case 'Tutor':
      return profilesApi.util.updateQueryData('getTutors', args as TutorQuery, recipe);
    case 'Student':
      return adminApi.util.updateQueryData('getStudents', args as PeopleQuery, recipe);
    case 'Course':
      return coursesApi.util.updateQueryData('getCourses', args as CourseQuery | void, recipe);
    case 'Blog':
      return blogsApi.util.updateQueryData('getBlogs', args as PageQuery | void, recipe);
    case 'Review':
      return reviewsApi.util.updateQueryData('getReviews', args as PageQuery | void, recipe);
  }
}

/**
 * Applies `recipe` to every cached page of `type`'s list that holds row `id` (found through the
 * row's tag, so pages without it are left alone); answers the patches for a rollback.
 */
export function patchListsContaining(
  ctx: Pick<LifecycleCtx<unknown>, 'dispatch' | 'getState'>,
  type: ListType,
  id: string,
  recipe: Recipe,
): Patch[] {
  const state = ctx.getState() as Parameters<typeof api.util.selectInvalidatedBy>[0];
  return api.util
    .selectInvalidatedBy(state, [{ type, id }])
    .filter((entry) => entry.endpointName === LIST_ENDPOINTS[type])
    .map(({ originalArgs }) =>
      ctx.dispatch(updateList(type, originalArgs, (draft) => recipe(draft, originalArgs))),
    );
}

/** Whether the answer's modifiedCount says the change happened (errors: the page tells). */
async function changed(ctx: LifecycleCtx<UpdateResult>): Promise<boolean> {
  try {
    const { data } = await ctx.queryFulfilled;
    return Boolean(data.modifiedCount);
  } catch {
    return false;
  }
}

/** The row turns admin only when the answer's modifiedCount is truthy. */
function afterPromote(ctx: LifecycleCtx<UpdateResult>, type: 'Tutor' | 'Student', id: string) {
  return afterRoleChange(ctx, type, id, 'admin');
}

/**
 * Once the answer confirms it, the row takes its new role; a page filtered on another role
 * no longer holds it.
 */
async function afterRoleChange(
  ctx: LifecycleCtx<UpdateResult>,
  type: 'Tutor' | 'Student',
  id: string,
  role: Role,
) {
  if (!(await changed(ctx))) {
    return;
  }
  patchListsContaining(ctx, type, id, (draft, args) => {
    const filter = (args as PeopleQuery | undefined)?.role;
    const index = draft.items.findIndex((row) => row._id === id);
    if (index < 0) {
      return;
    }
    if (filter && filter !== role) {
      draft.items.splice(index, 1);
      draft.total = Math.max(0, draft.total - 1);
    } else {
      draft.items[index].role = role;
    }
  });
}

/** The row leaves the lists only when the answer's deletedCount is above 0. */
async function afterDelete(ctx: LifecycleCtx<DeleteResult>, type: ListType, id: string) {
  let result: DeleteResult;
  try {
    ({ data: result } = await ctx.queryFulfilled);
  } catch {
    return;
  }
  if (result.deletedCount > 0) {
    removeRow(ctx, type, id);
  }
}

function removeRow(
  ctx: Pick<LifecycleCtx<unknown>, 'dispatch' | 'getState'>,
  type: ListType,
  id: string,
) {
  patchListsContaining(ctx, type, id, (draft) => {
    const index = draft.items.findIndex((row) => row._id === id);
    if (index >= 0) {
      draft.items.splice(index, 1);
      draft.total = Math.max(0, draft.total - 1);
    }
  });
}
