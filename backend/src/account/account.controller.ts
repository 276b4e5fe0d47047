import { Body, Controller, Delete, Headers, Patch } from '@nestjs/common';
import {
  ApiBody,
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type {
  DeleteResultDto as DeleteResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import { Access } from '../auth/access';
import { AuthService, RECENT_SIGN_IN_HEADER } from '../auth/auth.service';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors, DeleteResultDto, UpdateResultDto } from '../common/api-docs';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { AccountService } from './account.service';
import { StudentProfileEditDto, TutorProfileEditDto } from './dto/profile-edit.dto';

@ApiTags('auth')
@Controller('me')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly auth: AuthService,
  ) {}

  /** The body is validated in the service: which rules apply depends on the caller's profile. */
  @Patch('profile')
  @RateLimit('writes')
  @Access.signedIn('Edit your own profile, with the registration rules of its kind')
  @ApiExtraModels(TutorProfileEditDto, StudentProfileEditDto)
  @ApiBody({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(TutorProfileEditDto) },
        { $ref: getSchemaPath(StudentProfileEditDto) },
      ],
    },
    description: "A tutor's or a student's fields, each optional; role and email are refused",
  })
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404)
  editProfile(@CurrentUser() user: User, @Body() body: unknown): Promise<UpdateResult> {
    return this.account.editProfile(user, body);
  }

  @Delete()
  @RateLimit('writes')
  @Access.signedIn('Delete your own account (hires closed, reviews kept without the account)')
  @ApiHeader({
    name: RECENT_SIGN_IN_HEADER,
    required: true,
    description:
      'A Firebase ID token of this account from a sign-in within the last 5 minutes (the ' +
      'password asked again, or Google sign-in run again): 401 without one or when older, ' +
      "403 for another account's",
  })
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiErrors(409)
  async deleteAccount(
    @CurrentUser() user: User,
    @Headers(RECENT_SIGN_IN_HEADER) idToken: string | undefined,
  ): Promise<DeleteResult> {
    await this.auth.confirmRecentSignIn(user, idToken);
    return this.account.deleteAccount(user);
  }
}
