import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';

/** A person proven by the identity provider (a verified Firebase ID token). */
export interface VerifiedIdentity {
  uid: string;
  email: string;
  /** As the provider said at the account's last ID-token sign-in. */
  emailVerified: boolean;
}

export const ALLOW_ID_TOKEN = 'allowIdToken';
/**
 * The route also accepts a verified Firebase ID token instead of an API token: for the
 * registration calls and uploads made by someone who has no API token yet.
 */
export const AllowIdToken = () => SetMetadata(ALLOW_ID_TOKEN, true);

/** The verified identity of the caller (set for API tokens and ID tokens alike). */
export const Identity = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): VerifiedIdentity =>
    ctx.switchToHttp().getRequest<{ identity: VerifiedIdentity }>().identity,
);
