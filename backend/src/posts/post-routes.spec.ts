import { BLOG_FORM_MESSAGES, REVIEW_FORM_MESSAGES, RULE_MESSAGES } from '@tutorhub/contracts';
import { BlogsController } from '../blogs/blogs.controller';
import type { BlogsService } from '../blogs/blogs.service';
import { createValidationPipe } from '../common/errors';
import { CoursesController } from '../courses/courses.controller';
import type { CoursesService } from '../courses/courses.service';
import type { CachedReads } from '../cached-reads/cached-reads.service';
import { ReviewsController } from '../reviews/reviews.controller';
import type { ReviewsService } from '../reviews/reviews.service';
import type { User } from '../users/user.entity';

function service() {
  return {
    create: jest.fn().mockResolvedValue({ insertedId: 'p-1' }),
    remove: jest.fn().mockResolvedValue({ deletedCount: 1 }),
  };
}

/** A parameter as the global validation pipe checks it: against the class Nest reads for it. */
async function validated(
  controller: object,
  method: 'create' | 'list',
  value: object,
): Promise<unknown> {
  const types = Reflect.getMetadata('design:paramtypes', controller, method) as Array<
    new () => object
  >;
  return createValidationPipe().transform(value, {
    type: method === 'create' ? 'body' : 'query',
    metatype: types[1],
  });
}

const cachedReads = {} as CachedReads;
const reviews = new ReviewsController({} as ReviewsService, cachedReads);
const blogs = new BlogsController({} as BlogsService, cachedReads);
const courses = new CoursesController({} as CoursesService, cachedReads);

describe('PostRoutes: the calls blog posts, reviews and courses share', () => {
  it('posts as the caller and deletes through its own service, in the original shapes', async () => {
    const posts = service();
    const controller = new ReviewsController(posts as unknown as ReviewsService, cachedReads);
    const author = { id: 'acc-1' } as User;
    const body = { message: 'Great tutor' };
    await expect(controller.create(author, body)).resolves.toEqual({ insertedId: 'p-1' });
    expect(posts.create).toHaveBeenCalledWith(author, body);
    await expect(controller.remove('r-1')).resolves.toEqual({ deletedCount: 1 });
    expect(posts.remove).toHaveBeenCalledWith('r-1');
  });

  it("validates a new post against its kind's form", async () => {
    await expect(validated(reviews, 'create', {})).rejects.toMatchObject({
      response: { errors: { message: REVIEW_FORM_MESSAGES.message } },
    });
    // A review's body is not a blog post: its field is unknown there, the blog's are missing.
    await expect(validated(blogs, 'create', { message: 'x' })).rejects.toMatchObject({
      response: { errors: { message: 'Unknown field: message', name: BLOG_FORM_MESSAGES.name } },
    });
  });

  it("reads each kind's list filters: ?status= for courses only", async () => {
    await expect(validated(courses, 'list', { status: 'accepted' })).resolves.toMatchObject({
      status: 'Accepted',
    });
    await expect(validated(courses, 'list', { status: 'gone' })).rejects.toMatchObject({
      response: { errors: { status: RULE_MESSAGES.courseStatus } },
    });
    await expect(validated(reviews, 'list', { status: 'Accepted' })).rejects.toMatchObject({
      response: { errors: { status: 'Unknown field: status' } },
    });
  });
});
