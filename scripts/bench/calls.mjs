// @ts-check
// The calls `npm run bench` measures. `{blog}`, `{course}` and `{tutor}` stand for a seeded
// record's id; `{unique}`, a search (`q` and `limit`) new at each request. `rows`: the least number of items a list answer must hold (a wrong filter that
// matches nothing would look fast). `optional`: a call of newer features, skipped with a note
// when the build under test answers 404. `page`: a page of the web app as a signed-in member's
// browser asks for it (the session cookie, no Authorization header); `peerPath`: the call the
// peer is driven with beside it (the seed's architecture sends a page as a static file, then
// makes that call).

/**
 * @typedef {{
 *   path: string,
 *   caller: 'student' | 'hired' | 'tutor' | 'visitor',
 *   connections: number,
 *   rows?: number,
 *   peer?: boolean,
 *   optional?: boolean,
 *   page?: boolean,
 *   peerPath?: string,
 * }} Call
 */

/** The headline list, also driven under the mixed load (while tutors edit their profiles). */
export const MIXED_LOAD_PATH = '/api/getTutor?subject=Physics&limit=50';

/** @type {Call[]} */
export const CALLS = [
  // The headline: the call the Express+pg peer answers too, under the heaviest load.
  {
    path: MIXED_LOAD_PATH,
    caller: 'student',
    connections: 50,
    rows: 50,
    peer: true,
  },
  // The same for a paying customer: a student whose tuitions show tutors' contact details.
  {
    path: MIXED_LOAD_PATH,
    caller: 'hired',
    connections: 50,
    rows: 50,
    peer: true,
  },
  // The full path: a search no one made before, every request (nothing to replay).
  {
    path: '/api/getTutor?{unique}',
    caller: 'student',
    connections: 50,
    peer: true,
  },
  {
    path: '/api/getTutor?{unique}',
    caller: 'hired',
    connections: 50,
    peer: true,
  },
  { path: '/api/getTutor', caller: 'student', connections: 10, rows: 1 },
  { path: '/api/getTutor?q=dhaka', caller: 'hired', connections: 10, rows: 1 },
  { path: '/api/getTutor?q=dhaka', caller: 'student', connections: 10, rows: 1 },
  { path: '/api/getTutor?location=Sylhet', caller: 'student', connections: 10, rows: 1 },
  { path: '/api/getTutor?mode=online', caller: 'student', connections: 10, rows: 1 },
  {
    path: '/api/getTutor?minSalary=5000&maxSalary=9000',
    caller: 'student',
    connections: 10,
    rows: 1,
  },
  { path: '/api/getTutor?page=100', caller: 'student', connections: 10, rows: 1 },
  { path: '/api/getTutorReview', caller: 'visitor', connections: 10, rows: 1 },
  { path: '/api/getBlogs', caller: 'visitor', connections: 10, rows: 1 },
  { path: '/api/getBlogs/{blog}', caller: 'visitor', connections: 10 },
  { path: '/api/getCourse', caller: 'visitor', connections: 10, rows: 1 },
  { path: '/api/getCourse/{course}', caller: 'visitor', connections: 10 },
  { path: '/api/aboutUs', caller: 'visitor', connections: 10, rows: 1 },
  { path: '/api/me', caller: 'student', connections: 10 },
  // The job board, as a visitor and as a tutor looking for work: the same shared page.
  { path: '/api/jobs', caller: 'visitor', connections: 50, rows: 50, optional: true },
  { path: '/api/jobs', caller: 'tutor', connections: 50, rows: 50, optional: true },
  { path: '/api/tutors/{tutor}', caller: 'student', connections: 10, optional: true },
  { path: '/api/tutors/{tutor}/reviews', caller: 'student', connections: 10, optional: true },
  { path: '/api/tutors/{tutor}', caller: 'hired', connections: 10, optional: true },
  { path: '/api/hires', caller: 'student', connections: 10, optional: true },
  { path: '/api/hires', caller: 'hired', connections: 10, optional: true },
  { path: '/api/notifications/unread-count', caller: 'student', connections: 10, optional: true },
  { path: '/api/notifications', caller: 'hired', connections: 10, optional: true },
  { path: '/api/notifications/unread-count', caller: 'hired', connections: 10, optional: true },
  // Members' pages, rendered for that member, at 20 connections.
  ...[
    { path: '/tutorFinds?subject=Physics', caller: /** @type {const} */ ('student') },
    { path: '/tutorFinds?subject=Physics', caller: /** @type {const} */ ('hired') },
    { path: '/jobs', caller: /** @type {const} */ ('tutor') },
    { path: '/tuitions', caller: /** @type {const} */ ('hired') },
    { path: '/messages', caller: /** @type {const} */ ('hired') },
  ].map((p) => ({ ...p, connections: 20, page: true, peerPath: MIXED_LOAD_PATH })),
];
