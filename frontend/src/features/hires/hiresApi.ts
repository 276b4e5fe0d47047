import type { InsertResult, UpdateResult } from '../../store/apiTypes';
import { api, pagedList, type Paged } from '../../store/api';
import type { Hire, HireMove, HireQuery, HireRequest } from '../../store/hireTypes';

const enc = encodeURIComponent;

export interface HireMoveArgs {
  id: string;
  /** The hire's tutor: an accepted or ended hire changes what their profile shows the student. */
  tutorId: string | null;
  move: HireMove;
}

export const hiresApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHires: build.query<Paged<Hire>, HireQuery>(pagedList<Hire>('Hire', 'hires')),
    requestHire: build.mutation<InsertResult, HireRequest>({
      query: (body) => ({ url: 'hires', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Hire', id: 'LIST' }]),
    }),
    moveHire: build.mutation<UpdateResult, HireMoveArgs>({
      query: ({ id, move }) => ({ url: `hires/${enc(id)}`, method: 'PATCH', body: move }),
      // A move takes the hire from one tab to another; contact details follow the new status.
      invalidatesTags: (_result, error, { id, tutorId }) =>
        error
          ? []
          : [
              { type: 'Hire', id },
              { type: 'Hire', id: 'LIST' },
              ...(tutorId ? [{ type: 'Tutor' as const, id: tutorId }] : []),
            ],
    }),
  }),
});

export const { useGetHiresQuery, useRequestHireMutation, useMoveHireMutation } = hiresApi;
