import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { OptionalUser } from '../auth/current-user.decorator';
import { ApiErrors } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { PageQueryDto } from '../common/pagination';
import { sendCachedResponse } from '../common/send-cached-response';
import { CachedReads } from '../cached-reads/cached-reads.service';
import { PostRoutes } from '../posts/post-routes';
import type { User } from '../users/user.entity';
import { BlogsService } from './blogs.service';
import { BlogDto } from './dto/blog.dto';
import { CreateBlogDto } from './dto/create-blog.dto';

/** postBlog, getBlogs, deleteBlog/{id} (the calls every kind of post has) and getBlogs/{id}. */
@ApiTags('blogs')
@Controller()
export class BlogsController extends PostRoutes({
  create: { path: 'postBlog', summary: 'Publish a blog post as the caller', body: CreateBlogDto },
  list: {
    path: 'getBlogs',
    summary: "List blog posts, newest first (the author's email: admins only)",
    query: PageQueryDto,
    item: BlogDto,
  },
  remove: { path: 'deleteBlog/:id', summary: 'Delete a blog post' },
}) {
  constructor(
    private readonly blogs: BlogsService,
    cachedReads: CachedReads,
  ) {
    super(blogs, cachedReads);
  }

  @Get('getBlogs/:id')
  @Access.publicOrSignedIn("One blog post (the author's email: admins only)")
  @ApiIdParam()
  @ApiOkResponse({ type: BlogDto })
  @ApiErrors(400, 404)
  async findOne(
    @OptionalUser() caller: User | null,
    @IdParam() id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.blogs.findOne(caller, id);
    sendCachedResponse(request, reply, answer);
    this.cachedReads.remember(request, caller, answer);
  }
}
