import type { AppStore } from '../../store/store';
import { rtkLoader } from '../../lib/rtkLoader';
import { teamApi } from './teamApi';

/** Loaded before the page renders, so that the API can send the page with the team in it. */
export const makeLoader = (store: AppStore) =>
  rtkLoader(store, () => teamApi.endpoints.getTeam.initiate());
