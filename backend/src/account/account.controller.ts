import { Body, Controller, Delete, Patch } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type {
  DeleteResultDto as DeleteResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors, DeleteResultDto, UpdateResultDto } from '../common/api-docs';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { AccountService } from './account.service';
import { StudentProfileEditDto, TutorProfileEditDto } from './dto/profile-edit.dto';

@ApiTags('auth')
@Controller('me')
export class AccountController {
  constructor(private readonly account: AccountService) {}

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
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiErrors(409)
  deleteAccount(@CurrentUser() user: User): Promise<DeleteResult> {
    return this.account.deleteAccount(user);
  }
}
