import type { TeamMember } from '../../app/apiTypes';
import { api, pagedList, type Paged } from '../../app/api';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<Paged<TeamMember>, void>(pagedList<TeamMember>('Team', 'aboutUs')),
  }),
});

export const { useGetTeamQuery } = teamApi;
