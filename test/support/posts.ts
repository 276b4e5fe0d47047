import { http, type Target } from './app';
import { authHeader, type TestIdentity } from './identities';
import { blogPayload, coursePayload, marker } from './payloads';

/** Posts a blog as `who`; answers its id. */
export async function postBlog(
  target: Target,
  who: TestIdentity,
  patch: Record<string, unknown> = {},
): Promise<string> {
  const res = await http(target)
    .post('/api/postBlog')
    .set(authHeader(who))
    .send(blogPayload(patch))
    .expect(201);
  return res.body.insertedId as string;
}

/** Posts a review as `who`; answers its id. */
export async function postReview(target: Target, who: TestIdentity): Promise<string> {
  const res = await http(target)
    .post('/api/tutorReview')
    .set(authHeader(who))
    .send({ message: `Review ${marker('del')}` })
    .expect(201);
  return res.body.insertedId as string;
}

/** The site's local date and time strings, computed independently, in the site zone. */
export function dhaka(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: at.toLocaleDateString('en-US', { timeZone: 'Asia/Dhaka' }),
    time: at.toLocaleTimeString('en-US', { timeZone: 'Asia/Dhaka' }).replace(/\s/g, ' '),
  };
}

/** Posts a course as `who` (Pending); answers its id. */
export async function postCourse(
  target: Target,
  who: TestIdentity,
  patch: Record<string, unknown> = {},
): Promise<string> {
  const res = await http(target)
    .post('/api/coursePost')
    .set(authHeader(who))
    .send(coursePayload(patch))
    .expect(201);
  return res.body.insertedId as string;
}

/** Accepts a course as `admin`. */
export async function acceptCourse(target: Target, admin: TestIdentity, id: string): Promise<void> {
  await http(target)
    .patch(`/api/updateCourse/${id}`)
    .set(authHeader(admin))
    .send({ status: 'Accepted' })
    .expect(200);
}
