import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { MeDto as Me } from './dto/me.dto';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from './user.entity';
import { MeDto } from './dto/me.dto';
import { toMe } from './users.service';
import { CachedReads } from '../cached-reads/cached-reads.service';

@ApiTags('auth')
@ApiBearerAuth()
@Controller()
export class UsersController {
  constructor(cachedReads: CachedReads) {
    cachedReads.answerFromAccount('/api/me', toMe);
  }

  @Get('me')
  @ApiOkResponse({ type: MeDto, description: 'The signed-in account' })
  @ApiUnauthorizedResponse({ description: 'No valid API token' })
  me(@CurrentUser() user: User): Me {
    return toMe(user);
  }
}
