import type { TeamMember } from '../../store/apiTypes';
import { api, pagedList, type Paged } from '../../store/api';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<Paged<TeamMember>, void>(pagedList<TeamMember>('Team', 'aboutUs')),
  }),
});

export const { useGetTeamQuery } = teamApi;
