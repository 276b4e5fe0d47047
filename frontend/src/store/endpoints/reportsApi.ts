import type {
  InsertResult,
  Report,
  ReportQuery,
  ReportRequest,
  ReportResolutionRequest,
  UpdateResult,
} from '../apiTypes';
import { api, pagedList, type TagType } from '../api';

/** What a resolution can change besides the queue: the item's lists, the account, the log. */
const RESOLUTION_TAGS: TagType[] = [
  'Report',
  'Audit',
  'Review',
  'Blog',
  'TutorReview',
  'Tutor',
  'Student',
];

/** Reporting an item (members) and the admins' queue of reports. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportItem: build.mutation<InsertResult, ReportRequest>({
      query: (body) => ({ url: 'reports', method: 'POST', body }),
      invalidatesTags: [{ type: 'Report', id: 'LIST' }],
    }),
    getReports: build.query<{ items: Report[]; total: number }, ReportQuery>(
      pagedList<Report>('Report', 'admin/reports'),
    ),
    resolveReport: build.mutation<UpdateResult, { id: string } & ReportResolutionRequest>({
      query: ({ id, resolution }) => ({
        url: `admin/reports/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { resolution },
      }),
      invalidatesTags: (result) => (result ? RESOLUTION_TAGS : []),
    }),
  }),
});

export const { useReportItemMutation, useGetReportsQuery, useResolveReportMutation } = reportsApi;
