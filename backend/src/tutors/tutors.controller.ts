import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiPagedResponse } from '../common/api-docs';
import { sendCachedResponse } from '../common/send-cached-response';
import { CachedReads } from '../cached-reads/cached-reads.service';
import { ProfileRoutes } from '../profiles/profile-routes';
import { ProfilesService } from '../profiles/profiles.service';
import type { User } from '../users/user.entity';
import { CreateTutorDto } from './dto/create-tutor.dto';
import { TutorDto, TutorQueryDto } from './dto/tutor-list.dto';
import { TutorsService } from './tutors.service';
import { SearchLimited } from '../rate-limit/rate-limit.decorator';
import { RateLimiter } from '../rate-limit/rate-limiter.service';

/** tutorInfo, tutorUpdate/{id}, tutorDelete/{id} (shared with students) and getTutor. */
@ApiTags('tutors')
@Controller()
export class TutorsController extends ProfileRoutes('tutor', CreateTutorDto) {
  constructor(
    profiles: ProfilesService,
    private readonly tutors: TutorsService,
    private readonly cachedReads: CachedReads,
    private readonly limiter: RateLimiter,
  ) {
    super(profiles);
  }

  @Get('getTutor')
  @SearchLimited()
  @Access.signedIn('List tutors, newest first or by ?sort=, filtered (role filter: admins only)')
  @ApiPagedResponse(TutorDto)
  async list(
    @CurrentUser() caller: User,
    @Query() query: TutorQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { answer, personal } = await this.tutors.list(caller, query, () =>
      this.limiter.limitSearch(request, reply),
    );
    sendCachedResponse(request, reply, answer);
    if (personal) {
      this.cachedReads.rememberForAccount(request, caller, answer);
    } else {
      this.cachedReads.remember(request, caller, answer, (other) =>
        this.tutors.sharesPage(other, answer),
      );
    }
  }
}
