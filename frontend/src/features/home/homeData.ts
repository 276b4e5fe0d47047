import type { AppStore } from '../../store/store';
import { loadAnswers } from '../../lib/rtkLoader';
import { authApi } from '../../lib/auth/authApi';
import { blogsApi } from '../../store/endpoints/blogsApi';
import { BLOG_SECTION_QUERY } from './components/BlogSection';
import { reviewListQuery } from '../../components/reviews/ReviewList';
import { reviewsApi } from '../../store/endpoints/reviewsApi';

/**
 * Home's reviews and blog posts, and for a member their account (which hero they get), for the
 * API to send Home with them in its HTML.
 */
export const loadHomeData = (store: AppStore) =>
  loadAnswers(
    store,
    reviewsApi.endpoints.getReviews.initiate(reviewListQuery()),
    blogsApi.endpoints.getBlogs.initiate(BLOG_SECTION_QUERY),
    ...(store.getState().auth.status === 'signedIn' ? [authApi.endpoints.getMe.initiate()] : []),
  );
