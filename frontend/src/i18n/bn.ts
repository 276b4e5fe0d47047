import type { MessageKey } from './en';
import admin from './catalogs/bn/admin.json';
import auth from './catalogs/bn/auth.json';
import blogs from './catalogs/bn/blogs.json';
import common from './catalogs/bn/common.json';
import contact from './catalogs/bn/contact.json';
import conversations from './catalogs/bn/conversations.json';
import courses from './catalogs/bn/courses.json';
import hires from './catalogs/bn/hires.json';
import home from './catalogs/bn/home.json';
import jobs from './catalogs/bn/jobs.json';
import messages from './catalogs/bn/messages.json';
import notifications from './catalogs/bn/notifications.json';
import profiles from './catalogs/bn/profiles.json';
import reports from './catalogs/bn/reports.json';
import reviews from './catalogs/bn/reviews.json';
import team from './catalogs/bn/team.json';
import terms from './catalogs/bn/terms.json';
import tutors from './catalogs/bn/tutors.json';
import verification from './catalogs/bn/verification.json';

/** The Bangla catalog, loaded only when Bangla is on; a key missing here fails the type check. */
export const bn: Record<MessageKey, string> = {
  ...admin,
  ...auth,
  ...blogs,
  ...common,
  ...contact,
  ...conversations,
  ...courses,
  ...hires,
  ...home,
  ...jobs,
  ...messages,
  ...notifications,
  ...profiles,
  ...reports,
  ...reviews,
  ...team,
  ...terms,
  ...tutors,
  ...verification,
};
