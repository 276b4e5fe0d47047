import { errorStatus } from '../../lib/apiError';
import type { InsertResult, UpdateResult } from '../../store/apiTypes';
import { api, pagedList, type Paged } from '../../store/api';
import type {
  AdminJob,
  AdminJobQuery,
  Applicant,
  ApplicationMove,
  ApplicationRequest,
  Job,
  JobQuery,
  JobRequest,
  JobReview,
  OwnApplication,
  OwnJob,
} from './jobTypes';

const enc = encodeURIComponent;

/**
 * What any move of a job or an application can change: every job list and count, both sides'
 * applications, the bell, My tuitions (a hire) and the Stats Board.
 */
const AFTER_MOVE = [
  'Job',
  'Application',
  'Notification',
  { type: 'Hire', id: 'LIST' },
  'Stats',
] as const;

export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<Paged<Job>, JobQuery>(pagedList<Job>('Job', 'jobs')),
    getMyJobs: build.query<OwnJob[], void>({
      query: () => 'jobs/mine',
      providesTags: ['Job'],
    }),
    getAdminJobs: build.query<Paged<AdminJob>, AdminJobQuery>(
      pagedList<AdminJob>('Job', 'admin/jobs'),
    ),
    getApplicants: build.query<Applicant[], string>({
      query: (jobId) => `jobs/${enc(jobId)}/applications`,
      providesTags: ['Application'],
    }),
    getMyApplications: build.query<OwnApplication[], void>({
      query: () => 'applications/mine',
      providesTags: ['Application'],
    }),
    postJob: build.mutation<InsertResult, JobRequest>({
      query: (body) => ({ url: 'jobs', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Job', 'Stats']),
    }),
    editJob: build.mutation<UpdateResult, { id: string; body: JobRequest }>({
      query: ({ id, body }) => ({ url: `jobs/${enc(id)}`, method: 'PATCH', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Job']),
    }),
    closeJob: build.mutation<UpdateResult, string>({
      query: (id) => ({ url: `jobs/${enc(id)}`, method: 'PATCH', body: { status: 'closed' } }),
      invalidatesTags: (_result, error) => (error ? [] : [...AFTER_MOVE]),
    }),
    reviewJob: build.mutation<UpdateResult, { id: string; review: JobReview }>({
      query: ({ id, review }) => ({ url: `admin/jobs/${enc(id)}`, method: 'PATCH', body: review }),
      // A job changed since it was shown (409) is read again, so the admin sees what they decide on.
      invalidatesTags: (_result, error) =>
        error ? (errorStatus(error) === 409 ? ['Job'] : []) : [...AFTER_MOVE],
    }),
    apply: build.mutation<InsertResult, { jobId: string; body: ApplicationRequest }>({
      query: ({ jobId, body }) => ({
        url: `jobs/${enc(jobId)}/applications`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : [...AFTER_MOVE]),
    }),
    moveApplication: build.mutation<UpdateResult, { id: string; move: ApplicationMove }>({
      query: ({ id, move }) => ({ url: `applications/${enc(id)}`, method: 'PATCH', body: move }),
      invalidatesTags: (_result, error) => (error ? [] : [...AFTER_MOVE]),
    }),
  }),
});

export const {
  useGetJobsQuery,
  useGetMyJobsQuery,
  useGetAdminJobsQuery,
  useGetApplicantsQuery,
  useGetMyApplicationsQuery,
  usePostJobMutation,
  useEditJobMutation,
  useCloseJobMutation,
  useReviewJobMutation,
  useApplyMutation,
  useMoveApplicationMutation,
} = jobsApi;
