import type { AppStore } from '../../store/store';
import { rtkLoader } from '../../lib/rtkLoader';
import { coursesApi } from '../../store/endpoints/coursesApi';

/** Loads the course through RTK Query before the page renders. */
export const makeLoader = (store: AppStore) =>
  rtkLoader(store, (id) => coursesApi.endpoints.getCourse.initiate(id));
