import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation } from '@nestjs/swagger';
import { AllowIdToken } from './identity.decorator';
import { Public, PublicWithOptionalUser } from './public.decorator';
import { Roles } from './roles.decorator';
import { ApiBearer } from '../common/api-docs';

/**
 * Who may make a call, with the matching OpenAPI security and answers.
 * Each route names exactly one of these, so the access rule and its documentation never drift.
 */
export const Access = {
  /** Anyone, signed in or not. */
  public: (summary: string) => applyDecorators(Public(), ApiOperation({ summary })),
  /** Anyone; a valid API token makes the answer depend on the caller. */
  publicOrSignedIn: (summary: string) =>
    applyDecorators(PublicWithOptionalUser(), ApiOperation({ summary }), ApiBearerAuth()),
  /** Any signed-in account (API token), with or without a profile. */
  signedIn: (summary: string) =>
    applyDecorators(ApiOperation({ summary: `${summary} (signed in)` }), ApiBearer(null)),
  /** An API token or a verified Firebase ID token: for registering a profile. */
  idToken: (summary: string) =>
    applyDecorators(
      AllowIdToken(),
      ApiOperation({
        summary: `${summary} (Firebase ID token or API token)`,
        description: 'The body email must be the email of the verified identity.',
      }),
      ApiBearer('The body email is not the signed-in email'),
    ),
  /** Accounts whose current role is admin. */
  admin: (summary: string) =>
    applyDecorators(
      Roles('admin'),
      ApiOperation({ summary: `${summary} (admin)` }),
      ApiBearer('Not an admin'),
    ),
};
