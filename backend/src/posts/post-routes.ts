import { Body, Delete, Get, Post, Query, Req, Res, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser, OptionalUser } from '../auth/current-user.decorator';
import {
  ApiErrors,
  ApiPagedResponse,
  DeleteResultDto,
  InsertResultDto,
  type DeleteResultDto as DeleteResult,
  type InsertResultDto as InsertResult,
} from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import type { PageQueryDto } from '../common/pagination';
import { setParamTypes } from '../common/param-types';
import { sendCachedResponse } from '../common/send-cached-response';
import type { CachedResponse } from '../database/response-cache';
import { CachedReads } from '../cached-reads/cached-reads.service';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';

/** What a kind of post's service does for the shared routes. */
export interface PostsService {
  create(author: User, body: unknown): Promise<InsertResult>;
  /** A page as `caller` may see it, the same for every caller of its class (cached reads keep it). */
  list(caller: User | null, query: PageQueryDto): Promise<CachedResponse>;
  remove(id: string): Promise<DeleteResult>;
}

interface Route {
  /** The wire name kept from the original. */
  path: string;
  summary: string;
}

/** How one kind of post names and types the shared routes. */
export interface PostRoutesConfig {
  create: Route & { body: Type<unknown> };
  list: Route & { query: Type<PageQueryDto>; item: Type<unknown> };
  remove: Route;
}

/**
 * The calls blog posts, reviews and courses share: a signed-in caller posts one (rate-limited as
 * a write), anyone lists them by page (answers of a caller class are kept by the cached reads), an
 * admin deletes one. Each kind's controller extends the class made here and adds its own calls.
 */
export function PostRoutes({ create, list, remove }: PostRoutesConfig) {
  abstract class PostRoutesController {
    constructor(
      protected readonly posts: PostsService,
      protected readonly cachedReads: CachedReads,
    ) {}

    @Post(create.path)
    @RateLimit('writes')
    @Access.signedIn(create.summary)
    @ApiCreatedResponse({ type: InsertResultDto })
    @ApiErrors(400)
    create(@CurrentUser() author: User, @Body() body: unknown): Promise<InsertResult> {
      return this.posts.create(author, body);
    }

    @Get(list.path)
    @Access.publicOrSignedIn(list.summary)
    @ApiPagedResponse(list.item)
    async list(
      @OptionalUser() caller: User | null,
      @Query() query: PageQueryDto,
      @Req() request: FastifyRequest,
      @Res() reply: FastifyReply,
    ): Promise<void> {
      const answer = await this.posts.list(caller, query);
      sendCachedResponse(request, reply, answer);
      this.cachedReads.remember(request, caller, answer);
    }

    @Delete(remove.path)
    @RateLimit('admin')
    @Access.admin(remove.summary)
    @ApiIdParam()
    @ApiOkResponse({ type: DeleteResultDto })
    @ApiErrors(400, 404)
    remove(@IdParam() id: string): Promise<DeleteResult> {
      return this.posts.remove(id);
    }
  }
  setParamTypes(PostRoutesController, 'create', [Object, create.body]);
  setParamTypes(PostRoutesController, 'list', [Object, list.query, Object, Object]);
  return PostRoutesController;
}
