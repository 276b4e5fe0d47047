import { LIMITS, NOT_FOUND, RULE_MESSAGES } from '@tutorhub/contracts';
import type { Repository } from 'typeorm';
import type { SiteClockService } from '../common/site-time';
import { createValidationPipe } from '../common/errors';
import type { User } from '../users/user.entity';
import { CreateReviewDto } from './dto/create-review.dto';
import type { Review } from './review.entity';
import { ReviewsService } from './reviews.service';
import { type CachedResponse, ResponseCache } from '../database/response-cache';

const items = (answer: CachedResponse): Array<Record<string, unknown>> =>
  JSON.parse(answer.body.toString()) as Array<Record<string, unknown>>;

const author = {
  id: 'acc-1',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  image: '/media/r.webp',
  role: 'student',
} as User;

const clock = { format: () => ({ date: '1 Jan 2026', time: '6:00:00 AM' }) };

function reviews() {
  const repo = {
    insert: jest.fn().mockResolvedValue({ identifiers: [{ id: 'r-1' }] }),
    manager: { query: jest.fn() },
    delete: jest.fn(),
  };
  const service = new ReviewsService(
    repo as unknown as Repository<Review>,
    clock as unknown as SiteClockService,
    new ResponseCache(1e6),
  );
  return { repo, service };
}

describe('ReviewsService.create', () => {
  it("takes name, email and picture from the author's account, not from the body", async () => {
    const { repo, service } = reviews();
    const dto: CreateReviewDto = {
      message: 'Great tutor',
      rating: 4,
      name: 'Mallory',
      email: 'mallory@evil.test',
      date: '1 Jan 1970',
      time: '0:00',
    };
    await expect(service.create(author, dto)).resolves.toEqual({ insertedId: 'r-1' });
    expect(repo.insert).toHaveBeenCalledWith({
      authorId: 'acc-1',
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      image: '/media/r.webp',
      message: 'Great tutor',
      rating: 4,
    });
  });

  it('signs for an author without a name as a Tutor Hub member, nothing from the email', async () => {
    const { repo, service } = reviews();
    await service.create({ ...author, name: null } as User, { message: 'Nice', rating: 3 });
    expect(repo.insert).toHaveBeenCalledWith(expect.objectContaining({ name: 'Tutor Hub member' }));
  });

  it(`rates ${LIMITS.defaultRating} when the body has no rating`, async () => {
    const { repo, service } = reviews();
    await service.create(author, { message: 'Nice' });
    expect(repo.insert).toHaveBeenCalledWith(
      expect.objectContaining({ rating: LIMITS.defaultRating }),
    );
  });
});

describe('review rating input', () => {
  const pipe = createValidationPipe();
  const validate = (body: object) =>
    pipe.transform(body, { type: 'body', metatype: CreateReviewDto });

  it.each([LIMITS.ratingMin, LIMITS.ratingMax])('accepts %p', async (rating) => {
    await expect(validate({ message: 'Nice', rating })).resolves.toMatchObject({ rating });
  });

  it.each([LIMITS.ratingMin - 1, LIMITS.ratingMax + 1, 4.5, '5'])(
    'refuses %p with 400 on the rating field',
    async (rating) => {
      await expect(validate({ message: 'Nice', rating })).rejects.toMatchObject({
        response: { statusCode: 400, errors: { rating: RULE_MESSAGES.rating } },
      });
    },
  );
});

describe('ReviewsService list and remove', () => {
  const stored = {
    id: 'r-1',
    name: 'Rahim Uddin',
    email: 'rahim@example.com',
    image: '',
    message: 'Great',
    rating: 5,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  } as Review;

  it("shows the author's login email to admins only", async () => {
    const { repo, service } = reviews();
    repo.manager.query.mockResolvedValue([{ ...stored, __total: 1, __id: stored.id }]);
    const anonymous = await service.list(null, {});
    const signedIn = await service.list(author, {});
    const admin = await service.list({ ...author, role: 'admin' } as User, {});
    expect(items(anonymous)[0]).not.toHaveProperty('email');
    expect(items(signedIn)[0]).not.toHaveProperty('email');
    expect(items(admin)[0]).toMatchObject({ email: 'rahim@example.com', date: '1 Jan 2026' });
    expect(admin.total).toBe(1);
    // One read per caller class: anonymous and signed-in non-admins share theirs.
    expect(repo.manager.query).toHaveBeenCalledTimes(2);
  });

  it('answers deletedCount for an admin delete, 404 for an unknown review', async () => {
    const { repo, service } = reviews();
    repo.delete.mockResolvedValueOnce({ affected: 1 }).mockResolvedValueOnce({ affected: 0 });
    await expect(service.remove('r-1')).resolves.toEqual({ deletedCount: 1 });
    expect(repo.delete).toHaveBeenCalledWith({ id: 'r-1' });
    await expect(service.remove('r-1')).rejects.toMatchObject({
      response: { statusCode: 404, message: NOT_FOUND.review },
    });
  });
});
