import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import {
  ApiErrors,
  DeleteResultDto,
  type DeleteResultDto as DeleteResult,
  UpdateResultDto,
  type UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { BlocksService } from './blocks.service';
import { BlockedMemberDto } from './dto/blocked-member.dto';

@ApiTags('blocks')
@Controller('blocks')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get()
  @Access.signedIn(
    'The members the caller has blocked, last blocked first (name and image only of those ' +
      'the two still deal with)',
  )
  @ApiOkResponse({ type: BlockedMemberDto, isArray: true })
  list(@CurrentUser() user: User): Promise<BlockedMemberDto[]> {
    return this.blocks.list(user);
  }

  @Post(':userId')
  @HttpCode(200)
  @RateLimit('writes')
  @Access.signedIn(
    'Block a member you have a conversation, hire or application with: no messages, hire ' +
      'requests or applications between the two of you (any other id: 404)',
  )
  @ApiIdParam('userId')
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404)
  block(@CurrentUser() user: User, @IdParam('userId') userId: string): Promise<UpdateResult> {
    return this.blocks.block(user, userId);
  }

  @Delete(':userId')
  @RateLimit('writes')
  @Access.signedIn('Lift your block of a member')
  @ApiIdParam('userId')
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiErrors(400)
  unblock(@CurrentUser() user: User, @IdParam('userId') userId: string): Promise<DeleteResult> {
    return this.blocks.unblock(user, userId);
  }
}
