import { Body, Delete, Patch, Post, type Type } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import type { ProfileKind } from '@tutorhub/contracts';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import { Identity, type VerifiedIdentity } from '../auth/identity.decorator';
import {
  ApiErrors,
  DeleteResultDto,
  InsertResultDto,
  UpdateResultDto,
  type DeleteResultDto as DeleteResult,
  type InsertResultDto as InsertResult,
  type UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { createValidationPipe } from '../common/errors';
import { setParamTypes } from '../common/param-types';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { PromoteDto } from './promote.dto';
import { withOptionalEmail } from './registration.dto';
import { type Registration, ProfilesService } from './profiles.service';

/**
 * The calls tutors and students share, under the original's wire names (`tutorInfo`,
 * `tutorUpdate/{id}`, `tutorDelete/{id}` and the same for `student`): registering the caller as
 * a `kind` with a `registration` body, and the admins' promotion and deletion. Each kind's
 * controller extends the class made here and adds its own list.
 */
export function ProfileRoutes(kind: ProfileKind, registration: Type<Registration>) {
  const phoneRegistration = withOptionalEmail(registration);
  const validation = createValidationPipe();

  abstract class ProfileRoutesController {
    constructor(protected readonly profiles: ProfilesService) {}

    @Post(`${kind}Info`)
    @RateLimit('writes')
    @Access.idToken(`Register the caller as a ${kind}`)
    @ApiCreatedResponse({ type: InsertResultDto })
    @ApiErrors(400, 409)
    @ApiBody({ type: registration, description: 'A mobile number’s account may leave out email' })
    async register(
      @Identity() identity: VerifiedIdentity,
      @Body() raw: unknown,
    ): Promise<InsertResult> {
      // The form depends on who registers: an account proved by its mobile number alone has no
      // email to give, so the body is checked here rather than by the route's parameter type.
      const body = (await validation.transform(raw, {
        type: 'body',
        metatype: identity.email === null ? phoneRegistration : registration,
      })) as Registration;
      return { insertedId: await this.profiles.register(kind, identity, body) };
    }

    @Patch(`${kind}Update/:id`)
    @RateLimit('admin')
    @Access.admin(`Promote a ${kind} to admin`)
    @ApiIdParam()
    @ApiOkResponse({ type: UpdateResultDto })
    @ApiErrors(400, 404)
    async promote(
      @CurrentUser() actor: User,
      @IdParam() id: string,
      @Body() _body: PromoteDto,
    ): Promise<UpdateResult> {
      return { modifiedCount: await this.profiles.promote(kind, id, actor) };
    }

    @Delete(`${kind}Delete/:id`)
    @RateLimit('admin')
    @Access.admin(`Delete a ${kind} (their blogs, reviews and courses stay, unlinked)`)
    @ApiIdParam()
    @ApiOkResponse({ type: DeleteResultDto })
    @ApiErrors(400, 404)
    async remove(@IdParam() id: string): Promise<DeleteResult> {
      return { deletedCount: await this.profiles.remove(kind, id) };
    }
  }
  setParamTypes(ProfileRoutesController, 'register', [Object, Object]);
  return ProfileRoutesController;
}
