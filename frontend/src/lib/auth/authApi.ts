import type { Me } from '../../store/apiTypes';
import { api } from '../../store/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => 'me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = authApi;
