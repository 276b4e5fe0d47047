import type { PageQuery, UpdateResult } from '../../store/apiTypes';
import { api, pagedList, type Paged } from '../../store/api';
import type { RootState } from '../../store/store';
import type { AppNotification, MarkReadRequest, UnreadCount } from '../../store/hireTypes';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCount, void>({
      query: () => 'notifications/unread-count',
      providesTags: [{ type: 'Notification', id: 'COUNT' }],
      // Something happened to one of the caller's hires or reviews: what shows them refetches.
      onQueryStarted: async (_arg, { dispatch, getState, queryFulfilled }) => {
        const before = notificationsApi.endpoints.getUnreadCount.select()(getState() as RootState)
          .data?.count;
        try {
          const { data } = await queryFulfilled;
          if (before !== undefined && data.count > before) {
            dispatch(
              // 'Tutor': an accepted request shows the tutor's contact details to the student.
              api.util.invalidateTags([
                { type: 'Hire', id: 'LIST' },
                { type: 'Notification', id: 'LIST' },
                { type: 'TutorReview', id: 'LIST' },
                'Tutor',
              ]),
            );
          }
        } catch {
          // The bell keeps its last count; the next poll tries again.
        }
      },
    }),
    getNotifications: build.query<Paged<AppNotification>, PageQuery>(
      pagedList<AppNotification>('Notification', 'notifications'),
    ),
    markNotificationsRead: build.mutation<UpdateResult, MarkReadRequest>({
      query: (body) => ({ url: 'notifications/read', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Notification']),
    }),
  }),
});

export const {
  useGetUnreadCountQuery,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
} = notificationsApi;
