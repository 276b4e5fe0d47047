import type { AppStore } from '../../app/store';
import { loadAnswers } from '../../lib/rtkLoader';
import { blogsApi } from '../blogs/blogsApi';
import { BLOG_SECTION_QUERY } from '../blogs/components/BlogSection';
import { reviewListQuery } from '../reviews/components/ReviewList';
import { reviewsApi } from '../reviews/reviewsApi';

/** Home's reviews and blog posts, for the API to send Home with them in its HTML. */
export const loadHomeData = (store: AppStore) =>
  loadAnswers(
    store,
    reviewsApi.endpoints.getReviews.initiate(reviewListQuery()),
    blogsApi.endpoints.getBlogs.initiate(BLOG_SECTION_QUERY),
  );
