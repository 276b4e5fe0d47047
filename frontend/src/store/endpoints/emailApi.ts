import type { EmailReport, EmailSettings, EmailSettingsEdit, UpdateResult } from '../apiTypes';
import { api } from '../api';

export const emailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmailSettings: build.query<EmailSettings, void>({
      query: () => 'me/email',
      providesTags: ['EmailSettings'],
    }),
    updateEmailSettings: build.mutation<UpdateResult, EmailSettingsEdit>({
      query: (body) => ({ url: 'me/email', method: 'PATCH', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['EmailSettings']),
    }),
    getEmailReport: build.query<EmailReport, void>({
      query: () => 'email/report',
      providesTags: ['EmailReport'],
    }),
    retryEmail: build.mutation<UpdateResult, string>({
      query: (id) => ({ url: `email/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['EmailReport']),
    }),
  }),
});

export const {
  useGetEmailSettingsQuery,
  useUpdateEmailSettingsMutation,
  useGetEmailReportQuery,
  useRetryEmailMutation,
} = emailApi;
