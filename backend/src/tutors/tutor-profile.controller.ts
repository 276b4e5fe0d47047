import { Body, Controller, Get, Patch, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UpdateResultDto as UpdateResult } from '../common/api-docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser, OptionalUser } from '../auth/current-user.decorator';
import { ApiErrors, UpdateResultDto } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { sendCachedResponse } from '../common/send-cached-response';
import { CachedReads } from '../cached-reads/cached-reads.service';
import type { User } from '../users/user.entity';
import { TutorProfileDto, VerificationDto } from './dto/tutor-profile.dto';
import { TutorProfileService } from './tutor-profile.service';
import { RateLimit } from '../rate-limit/rate-limit.decorator';

@ApiTags('tutors')
@Controller('tutors')
export class TutorProfileController {
  constructor(
    private readonly profiles: TutorProfileService,
    private readonly cachedReads: CachedReads,
  ) {}

  @Get(':id')
  @Access.publicOrSignedIn("A tutor's profile (email and number: see the contact rule)")
  @ApiIdParam()
  @ApiOkResponse({ type: TutorProfileDto })
  @ApiErrors(400, 404)
  async get(
    @OptionalUser() caller: User | null,
    @IdParam() id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { answer, shared } = await this.profiles.get(id, caller);
    sendCachedResponse(request, reply, answer);
    if (shared) {
      this.cachedReads.remember(request, caller, answer, (other) =>
        this.profiles.sharesProfile(other, id),
      );
    } else if (caller) {
      this.cachedReads.rememberForAccount(request, caller, answer);
    }
  }

  @Patch(':id/verification')
  @RateLimit('admin')
  @Access.admin(
    "Remove a tutor's verified badge with a reason, audited (it goes on only by approving their verification documents)",
  )
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404)
  setVerified(
    @CurrentUser() admin: User,
    @IdParam() id: string,
    @Body() body: VerificationDto,
  ): Promise<UpdateResult> {
    return this.profiles.removeVerified(id, body, admin.id);
  }
}
