import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type {
  ContactMessage,
  Course,
  CourseQuery,
  CourseStatus,
  DeleteResult,
  PageQuery,
  PeopleQuery,
  PromoteRequest,
  Stats,
  Student,
  TutorQuery,
  UpdateResult,
} from '@tutorhub/contracts';
import { api, listTags, queryString, toPaged, type Paged, type TagType } from '../../app/api';
import { blogsApi } from '../blogs/blogsApi';
import { coursesApi } from '../courses/coursesApi';
import { tutorsApi } from '../tutors/tutorsApi';

const PROMOTE: PromoteRequest = { role: 'admin' };
const enc = encodeURIComponent;

/**
 * The admin endpoints. The lists reuse the public queries where one exists (getTutors,
 * getCourses, getBlogs) so that one patch or invalidation reaches the admin table and the
 * public pages alike; students, stats and the inbox are admin-only lists added here.
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStudents: build.query<Paged<Student>, PeopleQuery>({
      query: (params) => `getStudent${queryString(params)}`,
      transformResponse: (rows: Student[], meta) => toPaged(rows, meta),
      providesTags: (result) => listTags('Student', result),
    }),
    getStats: build.query<Stats, void>({
      query: () => 'stats',
      providesTags: ['Stats'],
    }),
    getContactMessages: build.query<Paged<ContactMessage>, PageQuery>({
      query: (params) => `contact${queryString(params)}`,
      transformResponse: (rows: ContactMessage[], meta) => toPaged(rows, meta),
      providesTags: (result) => listTags('Contact', result),
    }),

    // Promote: patched from the answer (no list refetch); counts do not change.
    promoteTutor: build.mutation<UpdateResult, string>({
      query: (id) => ({ url: `tutorUpdate/${enc(id)}`, method: 'PATCH', body: PROMOTE }),
      onQueryStarted: (id, ctx) => afterPromote(ctx, 'Tutor', id),
    }),
    promoteStudent: build.mutation<UpdateResult, string>({
      query: (id) => ({ url: `studentUpdate/${enc(id)}`, method: 'PATCH', body: PROMOTE }),
      onQueryStarted: (id, ctx) => afterPromote(ctx, 'Student', id),
    }),

    // Deletes: the row leaves every cached list at once when deletedCount > 0; the LIST tag
    // then refetches the open pages (to refill them from the next page) and Stats recounts.
    deleteTutor: build.mutation<DeleteResult, string>({
      query: (id) => ({ url: `tutorDelete/${enc(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (isDeleted(result) ? [listTag('Tutor'), 'Stats'] : []),
      onQueryStarted: (id, ctx) => afterDelete(ctx, 'Tutor', id),
    }),
    deleteStudent: build.mutation<DeleteResult, string>({
      query: (id) => ({ url: `studentDelete/${enc(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (isDeleted(result) ? [listTag('Student'), 'Stats'] : []),
      onQueryStarted: (id, ctx) => afterDelete(ctx, 'Student', id),
    }),
    deleteCourse: build.mutation<DeleteResult, string>({
      query: (id) => ({ url: `deleteCourse/${enc(id)}`, method: 'DELETE' }),
      invalidatesTags: (result, _error, id) =>
        isDeleted(result) ? [{ type: 'Course', id }, listTag('Course'), 'Stats'] : [],
      onQueryStarted: (id, ctx) => afterDelete(ctx, 'Course', id),
    }),
    deleteBlog: build.mutation<DeleteResult, string>({
      query: (id) => ({ url: `deleteBlog/${enc(id)}`, method: 'DELETE' }),
      invalidatesTags: (result, _error, id) =>
        isDeleted(result) ? [{ type: 'Blog', id }, listTag('Blog'), 'Stats'] : [],
      onQueryStarted: (id, ctx) => afterDelete(ctx, 'Blog', id),
    }),

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
  usePromoteTutorMutation,
  usePromoteStudentMutation,
  useDeleteTutorMutation,
  useDeleteStudentMutation,
  useDeleteCourseMutation,
  useDeleteBlogMutation,
  useUpdateCourseStatusMutation,
} = adminApi;

// ---------------------------------------------------------------------------------------------
// Cache helpers

type ListType = Extract<TagType, 'Tutor' | 'Student' | 'Course' | 'Blog'>;
type Row = { _id: string; role?: string };
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

const listTag = (type: ListType) => ({ type, id: 'LIST' }) as const;
const isDeleted = (result: DeleteResult | undefined) => (result?.deletedCount ?? 0) > 0;

/** The list query of each row type whose cached pages are patched in place. */
const LIST_ENDPOINTS: Record<ListType, string> = {
  Tutor: 'getTutors',
  Student: 'getStudents',
  Course: 'getCourses',
  Blog: 'getBlogs',
};

/** An `updateQueryData` thunk for a cached page of `type`'s list with `args`. */
function updateList(type: ListType, args: unknown, recipe: (draft: Paged<Row>) => void) {
  switch (type) {
    case 'Tutor':
      return tutorsApi.util.updateQueryData('getTutors', args as TutorQuery, recipe);
    case 'Student':
      return adminApi.util.updateQueryData('getStudents', args as PeopleQuery, recipe);
    case 'Course':
      return coursesApi.util.updateQueryData('getCourses', args as CourseQuery | void, recipe);
    case 'Blog':
      return blogsApi.util.updateQueryData('getBlogs', args as PageQuery | void, recipe);
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

/** SPEC §4: the row turns admin only when the answer's modifiedCount is truthy. */
async function afterPromote(
  ctx: LifecycleCtx<UpdateResult>,
  type: 'Tutor' | 'Student',
  id: string,
) {
  let result: UpdateResult;
  try {
    ({ data: result } = await ctx.queryFulfilled);
  } catch {
    return; // the page shows the error; nothing was changed
  }
  if (!result.modifiedCount) {
    return;
  }
  patchListsContaining(ctx, type, id, (draft, args) => {
    const filter = (args as PeopleQuery | undefined)?.role;
    const index = draft.items.findIndex((row) => row._id === id);
    if (index < 0) {
      return;
    }
    if (filter && filter !== 'admin') {
      // A page filtered on the old role no longer matches the row.
      draft.items.splice(index, 1);
      draft.total = Math.max(0, draft.total - 1);
    } else {
      draft.items[index].role = 'admin';
    }
  });
}

/** SPEC §4: the row leaves the lists only when the answer's deletedCount is above 0. */
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
