import admin from './catalogs/en/admin.json';
import conversations from './catalogs/en/conversations.json';
import courses from './catalogs/en/courses.json';
import hires from './catalogs/en/hires.json';
import jobs from './catalogs/en/jobs.json';
import messages from './catalogs/en/messages.json';
import profiles from './catalogs/en/profiles.json';
import team from './catalogs/en/team.json';
import terms from './catalogs/en/terms.json';
import tutors from './catalogs/en/tutors.json';
import verification from './catalogs/en/verification.json';

/** English of the pages reached by navigation, the API's messages and the terms. */
export const enPages = {
  ...admin,
  ...conversations,
  ...courses,
  ...hires,
  ...jobs,
  ...messages,
  ...profiles,
  ...team,
  ...terms,
  ...tutors,
  ...verification,
};
