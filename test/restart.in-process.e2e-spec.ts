import { createTestApp, http, inProcess, type Target } from './support/app';
import {
  authHeader,
  closeTarget,
  createIdentities,
  type Identities,
  signUpInEmulator,
  uniqueEmail,
} from './support/identities';
import {
  blogPayload,
  coursePayload,
  marker,
  studentPayload,
  tutorPayload,
} from './support/payloads';

// In-process only: the app is stopped and built again on the same database.
describe('data kept across an app restart', () => {
  let target: Target;
  let ids: Identities;
  const api = () => http(target);
  const tag = marker('kept');
  const made: Record<string, string> = {};

  async function register(kind: 'tutor' | 'student'): Promise<string> {
    const { email, idToken } = await signUpInEmulator(uniqueEmail(`kept${kind}`));
    const body = (kind === 'tutor' ? tutorPayload : studentPayload)(email, { name: `Kept ${tag}` });
    const res = await api()
      .post(`/api/${kind}Info`)
      .set('Authorization', `Bearer ${idToken}`)
      .send(body)
      .expect(201);
    return res.body.insertedId as string;
  }

  beforeAll(async () => {
    target = inProcess(await createTestApp());
    ids = await createIdentities(target);
    const post = (path: string, body: object) =>
      api().post(path).set(authHeader(ids.tutor)).send(body).expect(201);
    made.tutor = await register('tutor');
    made.student = await register('student');
    made.course = (await post('/api/coursePost', coursePayload())).body.insertedId;
    await api()
      .patch(`/api/updateCourse/${made.course}`)
      .set(authHeader(ids.admin))
      .send({ status: 'Accepted' })
      .expect(200);
    made.blog = (await post('/api/postBlog', blogPayload())).body.insertedId;
    made.review = (await post('/api/tutorReview', { message: `restart ${tag}` })).body.insertedId;
    made.newsletterEmail = uniqueEmail('keep');
    made.subscription = (
      await api().post('/api/newsletter').send({ email: made.newsletterEmail }).expect(201)
    ).body.insertedId;
    made.contact = (
      await api()
        .post('/api/contact')
        .send({ name: `Kept ${tag}`, email: 'kept@e2e.tutorhub.test' })
        .expect(201)
    ).body.insertedId;

    await target.app!.close();
    target = { ...inProcess(await createTestApp()), created: target.created };
  });
  afterAll(async () => {
    await closeTarget(target);
  });

  it('keeps registered tutors and students', async () => {
    const tutors = await api().get(`/api/getTutor?q=${tag}`).set(authHeader(ids.student));
    expect(tutors.body).toEqual([
      expect.objectContaining({ _id: made.tutor, name: `Kept ${tag}` }),
    ]);
    const students = await api().get(`/api/getStudent?q=${tag}`).set(authHeader(ids.admin));
    expect(students.body).toEqual([expect.objectContaining({ _id: made.student })]);
  });

  it('keeps courses and their status', async () => {
    const res = await api().get(`/api/getCourse/${made.course}`).expect(200);
    expect(res.body).toMatchObject({ _id: made.course, status: 'Accepted', amount: 4500 });
  });

  it('keeps blogs and reviews', async () => {
    await api().get(`/api/getBlogs/${made.blog}`).expect(200);
    const reviews = await api().get('/api/getTutorReview?limit=100').expect(200);
    expect(reviews.body).toContainEqual(expect.objectContaining({ _id: made.review }));
  });

  it('keeps contact messages and subscriptions', async () => {
    const again = await api().post('/api/newsletter').send({ email: made.newsletterEmail });
    expect(again.status).toBe(201);
    expect(again.body.insertedId).toBe(made.subscription);
    const inbox = await api().get('/api/contact?limit=100').set(authHeader(ids.admin));
    expect(inbox.body).toContainEqual(expect.objectContaining({ _id: made.contact }));
  });
});
