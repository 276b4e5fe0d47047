import auth from './catalogs/en/auth.json';
import blogs from './catalogs/en/blogs.json';
import reports from './catalogs/en/reports.json';
import reviews from './catalogs/en/reviews.json';

/** English of the home page's later parts, loaded with them: sign-in, reviews, blog posts, reports. */
export const enStart = {
  ...auth,
  ...blogs,
  ...reports,
  ...reviews,
};
