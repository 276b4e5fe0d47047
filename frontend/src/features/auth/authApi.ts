import type { Me } from '../../app/apiTypes';
import { api } from '../../app/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => 'me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = authApi;
