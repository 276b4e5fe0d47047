import type { AppStore } from '../../store/store';
import { rtkLoader } from '../../lib/rtkLoader';
import { blogsApi } from '../../store/endpoints/blogsApi';

/** Loads the blog through RTK Query before the page renders. */
export const makeLoader = (store: AppStore) =>
  rtkLoader(store, (id) => blogsApi.endpoints.getBlog.initiate(id));
