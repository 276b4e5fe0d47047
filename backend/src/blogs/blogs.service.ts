import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { coded } from '@tutorhub/contracts';
import type { BlogDto as BlogAnswer } from './dto/blog.dto';
import type {
  DeleteResultDto as DeleteResult,
  InsertResultDto as InsertResult,
} from '../common/api-docs';
import type { Repository } from 'typeorm';
import { errorBody } from '../common/errors';
import type { PageQueryDto } from '../common/pagination';
import {
  type CachedResponse,
  ResponseCache,
  cacheKey,
  toCachedResponse,
} from '../database/response-cache';
import { type CachedPage, deleteRow, insertRow, readCachedPage } from '../database/table-rows';
import { SiteClockService } from '../common/site-time';
import { isAdmin, type User } from '../users/user.entity';
import { Blog } from './blog.entity';
import type { CreateBlogDto } from './dto/create-blog.dto';

const notFound = () => new NotFoundException(errorBody(404, coded('notFound.blog')));

/** The columns an answer is built from. */
const BLOG_FIELDS = ['id', 'name', 'image', 'email', 'description', 'publishedAt'] as const;
const BLOG_COLUMNS = BLOG_FIELDS.map((c) => `t."${c}"`).join(', ');
type BlogRow = Pick<Blog, (typeof BLOG_FIELDS)[number]>;

@Injectable()
export class BlogsService {
  constructor(
    @InjectRepository(Blog) private readonly blogs: Repository<Blog>,
    private readonly clock: SiteClockService,
    private readonly cache: ResponseCache,
  ) {}

  /** The author's login email is shown to admins only. */
  private toBlog(blog: BlogRow, caller: User | null): BlogAnswer {
    const { date, time } = this.clock.format(blog.publishedAt);
    return {
      _id: blog.id,
      name: blog.name,
      image: blog.image,
      ...(isAdmin(caller) && blog.email ? { email: blog.email } : {}),
      description: blog.description,
      publishedAt: blog.publishedAt.toISOString(),
      publishedDate: date,
      time,
    };
  }

  create(author: User, dto: CreateBlogDto): Promise<InsertResult> {
    return insertRow(this.blogs, {
      authorId: author.id,
      email: author.email,
      name: dto.name,
      image: dto.image,
      description: dto.description,
    });
  }

  /** Newest first, over the publishedAt index; one answer for admins, one for everyone else. */
  list(caller: User | null, query: PageQueryDto): Promise<CachedResponse> {
    const page: CachedPage<BlogRow> = {
      call: 'getBlogs',
      variant: { admin: isAdmin(caller) },
      table: 'blogs',
      columns: BLOG_COLUMNS,
      where: [],
      params: [],
      orderBy: 't."publishedAt" DESC, t."id" DESC',
      toItem: (blog) => this.toBlog(blog, caller),
    };
    return readCachedPage(this.blogs.manager, this.cache, page, query);
  }

  /** 404 for an unknown id (not kept: unknown ids must not crowd the cache). */
  findOne(caller: User | null, id: string): Promise<CachedResponse> {
    const key = cacheKey('getBlog', { admin: isAdmin(caller), id });
    return this.cache.get(key, ['blogs'], async () => {
      const [blog] = (await this.blogs.query(
        `SELECT ${BLOG_COLUMNS} FROM "blogs" t WHERE t."id" = $1`,
        [id],
      )) as BlogRow[];
      if (!blog) {
        throw notFound();
      }
      return toCachedResponse(this.toBlog(blog, caller));
    });
  }

  remove(id: string): Promise<DeleteResult> {
    return deleteRow(this.blogs, id, notFound);
  }
}
