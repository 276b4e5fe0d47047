import type { SmsReport, SmsSettings, SmsSettingsEdit, UpdateResult } from '../apiTypes';
import { api } from '../api';

export const smsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSmsSettings: build.query<SmsSettings, void>({
      query: () => 'me/sms',
      providesTags: ['SmsSettings'],
    }),
    updateSmsSettings: build.mutation<UpdateResult, SmsSettingsEdit>({
      query: (body) => ({ url: 'me/sms', method: 'PATCH', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['SmsSettings']),
    }),
    getSmsReport: build.query<SmsReport, void>({
      query: () => 'sms/report',
      providesTags: ['SmsReport'],
    }),
    retrySms: build.mutation<UpdateResult, string>({
      query: (id) => ({ url: `sms/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['SmsReport']),
    }),
  }),
});

export const {
  useGetSmsSettingsQuery,
  useUpdateSmsSettingsMutation,
  useGetSmsReportQuery,
  useRetrySmsMutation,
} = smsApi;
