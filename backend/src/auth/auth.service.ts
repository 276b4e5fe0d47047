import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import type { AuthConfigDto as AuthConfig } from './dto/auth-config.dto';
import type { TokenRequestDto as TokenRequest } from './dto/token-request.dto';
import type { TokenResponseDto as TokenResponse } from './dto/token-response.dto';
import { errorBody } from '../common/errors';
import { SiteClockService } from '../common/site-time';
import { AccountRolesService } from '../admin/account-roles.service';
import { emulatorPublicUrl, type Env } from '../config/env.validation';
import type { User } from '../users/user.entity';
import { type ProvenIdentity, UsersService } from '../users/users.service';
import { coded, parseBdMobile } from '@tutorhub/contracts';
import { bearerToken } from './auth-request';
import { sameEmail } from './emails';
import { IdTokenVerifier } from './id-token.verifier';
import { refuseSuspended } from './suspension';
import { verifiedEmailRequired } from '../config/verified-email';

/** What our API tokens carry: the account id and the account's token version. */
export interface ApiTokenPayload {
  sub: string;
  ver: number;
}

/** The body's email and number against the proven identity. */
function checkClaims(identity: ProvenIdentity, { email, phone }: TokenRequest): void {
  // A token that proves a number may come bare; one that proves only an email names it.
  if (email === undefined && phone === undefined && identity.phone === null) {
    throw new BadRequestException(errorBody(400, coded('tutorForm.email')));
  }
  if (email !== undefined && (identity.email === null || !sameEmail(identity.email, email))) {
    throw new UnauthorizedException(errorBody(401, coded('auth.emailMismatch')));
  }
  if (phone !== undefined) {
    const typed = parseBdMobile(phone);
    if (!typed.ok) {
      throw new BadRequestException(errorBody(400, coded(`phone.${typed.refusal}`)));
    }
    if (typed.e164 !== identity.phone) {
      throw new UnauthorizedException(errorBody(401, coded('phone.mismatch')));
    }
  }
}

/** How recent a sign-in must be to confirm a destructive call (account deletion). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** The request header that carries the ID token of that recent sign-in. */
export const RECENT_SIGN_IN_HEADER = 'x-id-token';

/** Sign-in: Firebase ID tokens in, our API tokens out. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly roles: AccountRolesService,
    private readonly idTokens: IdTokenVerifier,
    private readonly jwt: JwtService,
    private readonly config: ConfigService<Env, true>,
    private readonly clock: SiteClockService,
  ) {}

  /**
   * `POST /api/jwt`: the ID token in the Authorization header must prove the body's `email`
   * (required when it proves one) and its `phone` (when given).
   */
  async exchange(authorization: string | undefined, claimed: TokenRequest): Promise<TokenResponse> {
    const idToken = bearerToken(authorization);
    if (!idToken) {
      throw new UnauthorizedException(errorBody(401, coded('auth.idTokenRequired')));
    }
    const identity = await this.idTokens.verify(idToken);
    checkClaims(identity, claimed);
    const user = await this.signIn(identity);
    const payload = { sub: user.id, ver: user.tokenVersion } satisfies ApiTokenPayload;
    return { token: await this.jwt.signAsync(payload) };
  }

  /**
   * Proof that the caller of a destructive call signed in moments ago: an ID token of the same
   * account, verified by the identity provider as at sign-in, whose `auth_time` is within the
   * last 5 minutes. 401 without one or when it is older; 403 for another account's.
   */
  async confirmRecentSignIn(user: User, idToken: string | undefined): Promise<void> {
    if (!idToken) {
      throw new UnauthorizedException(errorBody(401, coded('auth.recentSignInRequired')));
    }
    const identity = await this.idTokens.verify(idToken);
    if (identity.uid !== user.firebaseUid) {
      throw new ForbiddenException(errorBody(403, coded('auth.recentSignInOtherAccount')));
    }
    const nowSeconds = this.clock.now().getTime() / 1000;
    if (
      identity.authTime === undefined ||
      nowSeconds - identity.authTime > RECENT_SIGN_IN_SECONDS
    ) {
      throw new UnauthorizedException(errorBody(401, coded('auth.recentSignInRequired')));
    }
  }

  /** The account of a verified Firebase ID token, created on first use. */
  async signInWithIdToken(idToken: string): Promise<User> {
    return this.signIn(await this.idTokens.verify(idToken));
  }

  /** Records the identity on its account, applies ADMIN_EMAILS, refuses a suspended account. */
  private async signIn(identity: ProvenIdentity): Promise<User> {
    const user = await this.users.upsertFromIdentity(identity);
    return refuseSuspended(await this.roles.applyAdminEmails(user));
  }

  /** How the browser reaches the identity provider. */
  clientConfig(): AuthConfig {
    const projectId = this.config.get('FIREBASE_PROJECT_ID', { infer: true });
    const requireVerifiedEmail = verifiedEmailRequired(this.config);
    const emulatorUrl = emulatorPublicUrl({
      FIREBASE_AUTH_EMULATOR_HOST: this.config.get('FIREBASE_AUTH_EMULATOR_HOST', { infer: true }),
      FIREBASE_AUTH_EMULATOR_PUBLIC_URL: this.config.get('FIREBASE_AUTH_EMULATOR_PUBLIC_URL', {
        infer: true,
      }),
    });
    if (emulatorUrl) {
      return {
        apiKey: 'demo-api-key',
        authDomain: `${projectId}.firebaseapp.com`,
        projectId,
        emulatorUrl,
        requireVerifiedEmail,
      };
    }
    return {
      apiKey: this.config.get('FIREBASE_API_KEY', { infer: true }) ?? '',
      authDomain:
        this.config.get('FIREBASE_AUTH_DOMAIN', { infer: true }) ?? `${projectId}.firebaseapp.com`,
      projectId,
      emulatorUrl: null,
      requireVerifiedEmail,
    };
  }
}
