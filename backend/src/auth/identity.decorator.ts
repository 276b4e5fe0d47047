import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';

/** A person proven by the identity provider (a verified Firebase ID token). */
export interface VerifiedIdentity {
  uid: string;
  /** Lower-cased; null for an account proved by its mobile number alone. */
  email: string | null;
  /** As the provider said at the account's last ID-token sign-in. */
  emailVerified: boolean;
  /** The mobile number the provider verified (E.164), or null. */
  phone: string | null;
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
