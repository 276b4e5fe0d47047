import { Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import type { AuthConfigDto as AuthConfig } from './dto/auth-config.dto';
import type { TokenResponseDto as TokenResponse } from './dto/token-response.dto';
import { errorBody } from '../common/errors';
import { AccountRolesService } from '../admin/account-roles.service';
import { emulatorPublicUrl, type Env } from '../config/env.validation';
import type { User } from '../users/user.entity';
import { type ProvenIdentity, UsersService } from '../users/users.service';
import { coded } from '@tutorhub/contracts';
import { bearerToken } from './auth-request';
import { sameEmail } from './emails';
import { IdTokenVerifier } from './id-token.verifier';
import { refuseSuspended } from './suspension';
import { verifiedEmailRequired } from '../config/verified-email';

/** What our API tokens carry: the account id. */
export interface ApiTokenPayload {
  sub: string;
}

/** Sign-in: Firebase ID tokens in, our API tokens out. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly roles: AccountRolesService,
    private readonly idTokens: IdTokenVerifier,
    private readonly jwt: JwtService,
    private readonly config: ConfigService<Env, true>,
  ) {}

  /** `POST /api/jwt`: the ID token in the Authorization header must prove `email`. */
  async exchange(authorization: string | undefined, email: string): Promise<TokenResponse> {
    const idToken = bearerToken(authorization);
    if (!idToken) {
      throw new UnauthorizedException(errorBody(401, coded('auth.idTokenRequired')));
    }
    const identity = await this.idTokens.verify(idToken);
    if (!sameEmail(identity.email, email)) {
      throw new UnauthorizedException(errorBody(401, coded('auth.emailMismatch')));
    }
    const user = await this.signIn(identity);
    return { token: await this.jwt.signAsync({ sub: user.id } satisfies ApiTokenPayload) };
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
