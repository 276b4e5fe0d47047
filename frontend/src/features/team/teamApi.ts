import type { TeamMember } from '../../app/apiTypes';
import { api, listTags, toPaged, type Paged } from '../../app/api';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<Paged<TeamMember>, void>({
      query: () => 'aboutUs',
      transformResponse: (rows: TeamMember[], meta) => toPaged(rows, meta),
      providesTags: (result) => listTags('Team', result),
    }),
  }),
});

export const { useGetTeamQuery } = teamApi;
