// @ts-check
// Seeds the benchmark database in a few set-based statements (INSERT … SELECT … FROM
// generate_series): tutors, students, reviews by students, courses and blogs by tutors, the
// team, then VACUUM ANALYZE: the vacuum autovacuum would start soon after so many new rows runs
// now, not beside the first measurement.
// Values are deterministic functions of the row number, so every run lists the same data.
import { createRequire } from 'node:module';

/**
 * The few parts of pg (no type declarations installed) used here.
 * @typedef {{
 *   connect(): Promise<void>,
 *   query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>,
 *   end(): Promise<void>,
 * }} PgClient
 */
const pg = /** @type {{ Client: new (options: { connectionString: string }) => PgClient }} */ (
  createRequire(import.meta.url)('pg')
);

const FIRST = ['Ayesha', 'Rahim', 'Nusrat', 'Tanvir', 'Farhana', 'Imran', 'Sadia', 'Karim'].concat([
  'Mitu',
  'Arif',
  'Lamia',
  'Hasan',
  'Priya',
  'Sabbir',
  'Jannat',
  'Rafi',
]);
const LAST = ['Ahmed', 'Hossain', 'Rahman', 'Islam', 'Chowdhury', 'Khan', 'Sarkar', 'Das'].concat([
  'Akter',
  'Begum',
  'Uddin',
  'Roy',
  'Haque',
  'Talukder',
  'Mia',
  'Saha',
]);
// About one in ten lives in Dhaka, which the `q=dhaka` scenario searches for.
const CITIES = [
  'Dhaka',
  'Chattogram',
  'Sylhet',
  'Rajshahi',
  'Khulna',
  'Barishal',
  'Rangpur',
].concat(['Mymensingh', 'Cumilla', 'Gazipur']);
const DEGREES = ['BSc', 'MSc', 'BA', 'MA', 'BBA', 'MBA', 'PhD'];
const UNIVERSITIES = [
  'University of Dhaka',
  'BUET',
  'North South University',
  'BRAC University',
].concat(['Jahangirnagar University', 'University of Chittagong', 'SUST']);
const MAJORS = ['Applied Physics', 'Pure Mathematics', 'Organic Chemistry', 'Microbiology'].concat([
  'English Literature',
  'Economics',
  'Computer Engineering',
  'Finance',
  'Statistics',
]);

/**
 * @param {string} databaseUrl
 * @param {{ tutors: number, students: number, reviews: number, courses: number, blogs: number,
 *   jobs: number, subjects: readonly string[] }} counts
 */
export async function seed(
  databaseUrl,
  { tutors, students, reviews, courses, blogs, jobs, subjects },
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    // Profiles: kind = role = tutor|student; createdAt walks back 7 minutes a row, so the
    // newest-first order is total and every page is distinct.
    const profiles = `
      INSERT INTO users ("firebaseUid", email, name, image, kind, role, number, study, subject,
        location, "teachingSubject", salary, "onlineOffline", "createdAt", "updatedAt")
      SELECT
        'bench-' || $1::text || '-' || g,
        $1::text || g || '@bench.tutorhub.test',
        ($3::text[])[1 + g % 16] || ' ' || ($4::text[])[1 + (g / 16) % 16],
        'https://picsum.photos/seed/' || $1::text || g || '/200/200',
        $1::text, $1::text,
        '+8801' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
        ($6::text[])[1 + g % 7] || ', ' || ($7::text[])[1 + (g / 7) % 7],
        ($8::text[])[1 + (g * 5) % 9],
        'House ' || (1 + g % 97) || ', Road ' || (1 + (g / 97) % 40) || ', '
          || ($5::text[])[1 + (g * 7) % 10],
        CASE WHEN $1::text = 'tutor' THEN ($9::text[])[1 + (g * 3) % 20] END,
        CASE WHEN $1::text = 'tutor' THEN 1000 + (g * 7919) % 14001 END,
        CASE WHEN $1::text = 'tutor' THEN (ARRAY['online', 'offline', 'both'])[1 + (g * 13) % 3] END,
        now() - g * interval '7 minutes',
        now() - g * interval '7 minutes'
      FROM generate_series(1, $2::int) AS g`;
    const shared = [FIRST, LAST, CITIES, DEGREES, UNIVERSITIES, MAJORS, subjects];
    await client.query(profiles, ['tutor', tutors, ...shared]);
    await client.query(profiles, ['student', students, ...shared]);

    await client.query(
      `INSERT INTO reviews ("authorId", name, email, image, message, rating, "createdAt")
       SELECT s.id, s.name, s.email, s.image,
         'Review ' || s.rn || ': clear explanations, patient and always on time. '
           || repeat('Highly recommended. ', 1 + (s.rn % 4)::int),
         1 + (s.rn * 3) % 5, now() - s.rn * interval '53 minutes'
       FROM (SELECT id, name, email, image, row_number() OVER (ORDER BY "createdAt" DESC) AS rn
             FROM users WHERE kind = 'student') s
       WHERE s.rn <= $1`,
      [reviews],
    );
    // Two courses in three are Accepted (the public list); the rest wait as Pending.
    await client.query(
      `INSERT INTO courses ("ownerId", "courseName", image, email, number, description, duration,
         amount, prerequisites, "targetAudience", status, "createdAt")
       SELECT t.id, t."teachingSubject" || ' course ' || t.rn,
         'https://picsum.photos/seed/course' || t.rn || '/400/300', t.email, t.number,
         'A structured ' || t."teachingSubject" || ' course: weekly live classes, worked '
           || 'examples, practice sets and a mock exam. ' || repeat('Notes included. ', 3),
         (4 + t.rn % 9) || ' weeks', 1500 + (t.rn * 37) % 8500, 'Secondary school level',
         'HSC and first-year university students',
         CASE WHEN t.rn % 3 = 0 THEN 'Pending' ELSE 'Accepted' END,
         now() - t.rn * interval '31 minutes'
       FROM (SELECT id, email, number, "teachingSubject",
               row_number() OVER (ORDER BY "createdAt" DESC) AS rn
             FROM users WHERE kind = 'tutor') t
       WHERE t.rn <= $1`,
      [courses],
    );
    await client.query(
      `INSERT INTO blogs ("authorId", name, image, email, description, "publishedAt")
       SELECT t.id, t.name, 'https://picsum.photos/seed/blog' || t.rn || '/800/400', t.email,
         'How to prepare for ' || t."teachingSubject" || ' exams, part ' || t.rn || '. '
           || repeat('Plan the week, practise past papers and ask questions early. ', 6),
         now() - t.rn * interval '97 minutes'
       FROM (SELECT id, name, email, "teachingSubject",
               row_number() OVER (ORDER BY "createdAt" DESC) AS rn
             FROM users WHERE kind = 'tutor') t
       WHERE t.rn <= $1`,
      [blogs],
    );
    // Open jobs of the board, approved 17 minutes apart (all well inside their 30 days), every
    // other one with an application, so the board's counts are read too.
    await client.query(
      `INSERT INTO jobs ("ownerId", status, subject, "classLevel", curriculum, location, mode,
         "daysPerWeek", "salaryMin", "salaryMax", "tutorGender", students, "startDate", details,
         "approvedAt", "createdAt", "updatedAt")
       SELECT s.id, 'open', ($2::text[])[1 + s.rn % array_length($2::text[], 1)],
         'Class ' || (1 + s.rn % 12), 'english-version', ($3::text[])[1 + s.rn % 10], 'both',
         1 + s.rn % 6, 4000 + (s.rn % 20) * 250, 6000 + (s.rn % 20) * 250, 'any', 1,
         (now() + interval '7 days')::date,
         'Weekly lessons and homework help before the exams. ' || repeat('Regular tests. ', 3),
         now() - s.rn * interval '17 minutes', now() - s.rn * interval '18 minutes',
         now() - s.rn * interval '17 minutes'
       FROM (SELECT id, row_number() OVER (ORDER BY "createdAt" DESC) AS rn
             FROM users WHERE kind = 'student') s
       WHERE s.rn <= $1`,
      [jobs, subjects, CITIES],
    );
    await client.query(
      `INSERT INTO job_applications ("jobId", "tutorId", status, note, "expectedSalary")
       SELECT j.id, t.id, 'applied', 'Experienced with this class.', j."salaryMin"
       FROM (SELECT id, "salaryMin", row_number() OVER (ORDER BY "approvedAt" DESC) AS rn
             FROM jobs) j
       JOIN (SELECT id, row_number() OVER (ORDER BY "createdAt" DESC) AS rn
             FROM users WHERE kind = 'tutor') t ON t.rn = j.rn
       WHERE j.rn % 2 = 0`,
    );
    await client.query(
      `INSERT INTO team_members (image, name, role, "sortOrder")
       SELECT 'https://picsum.photos/seed/team' || g || '/300/300', 'Team member ' || g,
         (ARRAY['Founder', 'Engineer', 'Designer', 'Support'])[1 + g % 4], g
       FROM generate_series(1, 8) AS g`,
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM users WHERE kind = 'tutor')::int AS tutors,
              (SELECT count(*) FROM users WHERE kind = 'student')::int AS students,
              (SELECT count(*) FROM reviews)::int AS reviews,
              (SELECT count(*) FROM courses)::int AS courses,
              (SELECT count(*) FROM blogs)::int AS blogs,
              (SELECT count(*) FROM jobs)::int AS jobs`,
    );
    /** @typedef {{ tutors: number, students: number, reviews: number, courses: number }} Counts */
    return /** @type {Counts & { blogs: number, jobs: number }} */ (rows[0]);
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
}
