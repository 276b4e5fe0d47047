import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type Blog as BlogAnswer,
  type DeleteResult,
  type InsertResult,
  NOT_FOUND,
} from '@tutorhub/contracts';
import type { Repository } from 'typeorm';
import { errorBody } from '../common/error-body';
import { type Page, type PageQueryDto, skipTake, toPage } from '../common/pagination';
import { SiteClockService } from '../common/site-time';
import type { User } from '../users/user.entity';
import { Blog } from './blog.entity';
import type { CreateBlogDto } from './dto/create-blog.dto';

const notFound = () => new NotFoundException(errorBody(404, NOT_FOUND.blog));

@Injectable()
export class BlogsService {
  constructor(
    @InjectRepository(Blog) private readonly blogs: Repository<Blog>,
    private readonly clock: SiteClockService,
  ) {}

  /** The author's login email is shown to admins only. */
  private toBlog(blog: Blog, caller: User | null): BlogAnswer {
    const { date, time } = this.clock.format(blog.publishedAt);
    return {
      _id: blog.id,
      name: blog.name,
      image: blog.image,
      ...(caller?.role === 'admin' ? { email: blog.email } : {}),
      description: blog.description,
      publishedAt: blog.publishedAt.toISOString(),
      publishedDate: date,
      time,
    };
  }

  async create(author: User, dto: CreateBlogDto): Promise<InsertResult> {
    const result = await this.blogs.insert({
      authorId: author.id,
      email: author.email,
      name: dto.name,
      image: dto.image,
      description: dto.description,
    });
    return { insertedId: (result.identifiers[0] as { id: string }).id };
  }

  /** Newest first, over the publishedAt index. */
  async list(caller: User | null, query: PageQueryDto): Promise<Page<BlogAnswer>> {
    const rows = await this.blogs.findAndCount({
      order: { publishedAt: 'DESC', id: 'DESC' },
      ...skipTake(query),
    });
    return toPage(rows, (blog) => this.toBlog(blog, caller));
  }

  async findOne(caller: User | null, id: string): Promise<BlogAnswer> {
    const blog = await this.blogs.findOne({ where: { id } });
    if (!blog) {
      throw notFound();
    }
    return this.toBlog(blog, caller);
  }

  async remove(id: string): Promise<DeleteResult> {
    const result = await this.blogs.delete({ id });
    if (!result.affected) {
      throw notFound();
    }
    return { deletedCount: result.affected };
  }
}
