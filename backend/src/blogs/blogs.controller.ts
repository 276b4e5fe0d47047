import { Body, Controller, Delete, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  DeleteResultDto as DeleteResult,
  InsertResultDto as InsertResult,
} from '../common/api-docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, OptionalUser } from '../auth/current-user.decorator';
import { Access } from '../auth/access';
import { ApiErrors, ApiPagedResponse, DeleteResultDto, InsertResultDto } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { PageQueryDto } from '../common/pagination';
import { sendAnswer } from '../common/send-answer';
import { FastReads } from '../fast-reads/fast-reads.service';
import type { User } from '../users/user.entity';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { BlogsService } from './blogs.service';
import { BlogDto } from './dto/blog.dto';
import { CreateBlogDto } from './dto/create-blog.dto';

@ApiTags('blogs')
@Controller()
export class BlogsController {
  constructor(
    private readonly blogs: BlogsService,
    private readonly fastReads: FastReads,
  ) {}

  @Post('postBlog')
  @RateLimit('writes')
  @Access.signedIn('Publish a blog post as the caller')
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiErrors(400)
  create(@CurrentUser() user: User, @Body() body: CreateBlogDto): Promise<InsertResult> {
    return this.blogs.create(user, body);
  }

  @Get('getBlogs')
  @Access.publicOrSignedIn("List blog posts, newest first (the author's email: admins only)")
  @ApiPagedResponse(BlogDto)
  @ApiErrors(400)
  async list(
    @OptionalUser() caller: User | null,
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.blogs.list(caller, query);
    sendAnswer(request, reply, answer);
    this.fastReads.remember(request, caller, answer);
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
    sendAnswer(request, reply, answer);
    this.fastReads.remember(request, caller, answer);
  }

  @Delete('deleteBlog/:id')
  @Access.admin('Delete a blog post')
  @ApiIdParam()
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiErrors(400, 404)
  remove(@IdParam() id: string): Promise<DeleteResult> {
    return this.blogs.remove(id);
  }
}
