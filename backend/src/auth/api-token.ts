import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import { coded } from '@tutorhub/contracts';
import { isUUID } from 'class-validator';
import { Authenticator } from 'passport';
import { ExtractJwt, Strategy as PassportJwtStrategy } from 'passport-jwt';
import { AccountRolesService } from '../admin/account-roles.service';
import { errorBody } from '../common/errors';
import type { Env } from '../config/env.validation';
import { apiTokenKey } from '../config/jwt-secret';
import type { User } from '../users/user.entity';
import { AccountCache, type TokenGrant } from './account-cache';
import { type AuthRequest, bearerToken } from './auth-request';
import { AuthService } from './auth.service';
import { ALLOW_ID_TOKEN } from './identity.decorator';
import { IS_PUBLIC, OPTIONAL_USER } from './public.decorator';
import { refuseSuspended } from './suspension';

/** How our API tokens are signed (AuthModule) and checked (below). */
export const API_TOKEN = {
  algorithm: 'HS256',
  issuer: 'tutorhub',
  audience: 'tutorhub-api',
  ttlSeconds: 60 * 60,
  // The replica that signed a token and the one checking it may disagree on the time a little.
  clockToleranceSeconds: 5,
} as const;

/** Tokens whose signature and claims were already checked; past it the memory starts over. */
const MAX_REMEMBERED_TOKENS = 10_000;

/** What a checked token grants until it expires (its not-before time had passed already). */
interface Checked {
  grant: TokenGrant;
  /** The token's exp, in seconds since the epoch. */
  expires: number;
}

/** The claims of a token whose signature, issuer, audience and times were checked. */
interface TokenClaims {
  sub?: unknown;
  exp?: unknown;
  ver?: unknown;
}

/**
 * The account id and token version named by checked claims, or null. Our tokens always name an
 * account id and always expire: claims without them were not signed by this API. Tokens signed
 * before versions existed carry none: version 0, every account's first.
 */
function grantOf(claims: TokenClaims): TokenGrant | null {
  if (typeof claims.sub !== 'string' || !isUUID(claims.sub) || typeof claims.exp !== 'number') {
    return null;
  }
  const version = claims.ver ?? 0;
  return Number.isInteger(version) ? { subject: claims.sub, version: version as number } : null;
}

/**
 * The one check of our API tokens: passport-jwt with HS256 and JWT_SECRET, issuer, audience and
 * expiry. A token's signature, issuer and audience never change, so a token checked once is
 * remembered by its exact text and later only its expiry is compared with the clock (time only
 * moves on past its not-before): the same verdict as checking it again, without the HMAC. Each
 * app has its own passport instance rather than passport's process-wide one, so two apps in one
 * process (as in the replica tests) never share a strategy.
 */
@Injectable()
export class ApiTokenVerifier {
  private readonly passport = new Authenticator();
  private readonly checked = new Map<string, Checked>();

  constructor(config: ConfigService<Env, true>) {
    const key = apiTokenKey(config.getOrThrow('JWT_SECRET', { infer: true }));
    this.passport.use(
      'api-token',
      new PassportJwtStrategy(
        {
          jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
          // jsonwebtoken takes a KeyObject; the typings predate that.
          secretOrKey: key as unknown as Buffer,
          algorithms: [API_TOKEN.algorithm],
          issuer: API_TOKEN.issuer,
          audience: API_TOKEN.audience,
          jsonWebTokenOptions: { clockTolerance: API_TOKEN.clockToleranceSeconds },
        },
        (claims: TokenClaims, done: (err: null, user: object) => void) => done(null, claims),
      ),
    );
  }

  /**
   * The account id and version a valid token names, or null for a bad, expired or foreign
   * token. Whether the account still accepts that version is AccountCache.forToken's answer.
   */
  async grant(token: string, nowSeconds = Date.now() / 1000): Promise<TokenGrant | null> {
    const checked = await this.checkedOnce(token);
    return checked && nowSeconds < checked.expires + API_TOKEN.clockToleranceSeconds
      ? checked.grant
      : null;
  }

  /**
   * A valid API token's expiry (its `exp`), in milliseconds since the epoch, or null for a bad,
   * expired or foreign token: what a long-lived answer (a live stream) opened with it must not
   * outlive.
   */
  async expiresAtMs(token: string): Promise<number | null> {
    const checked = await this.checkedOnce(token);
    return checked ? checked.expires * 1000 : null;
  }

  /** The remembered verdict on `token`, checking it the first time it is seen. */
  private async checkedOnce(token: string): Promise<Checked | undefined> {
    return this.checked.get(token) ?? (await this.check(token));
  }

  private async check(token: string): Promise<Checked | undefined> {
    const claims = await this.verify(token);
    const grant = claims ? grantOf(claims) : null;
    if (!claims || grant === null) {
      return undefined;
    }
    const checked = { grant, expires: claims.exp as number };
    if (this.checked.size >= MAX_REMEMBERED_TOKENS) {
      this.checked.clear();
    }
    this.checked.set(token, checked);
    return checked;
  }

  /** The claims of a token passport-jwt accepts, or null. */
  private verify(token: string): Promise<TokenClaims | null> {
    return new Promise((resolve) => {
      const request = { headers: { authorization: `Bearer ${token}` } };
      const check = this.passport.authenticate(
        'api-token',
        { session: false },
        (err: unknown, claims: TokenClaims | false) => resolve(err || !claims ? null : claims),
      ) as (req: object, res: object, next: () => void) => void;
      check(request, {}, () => resolve(null));
    });
  }
}

/**
 * An API token and the account it names: the one check the global sign-in guard and the cached
 * reads (answered before routing, cached-reads/) both make. The account comes from the account
 * cache, which never serves an account changed since it was read, so a promotion, suspension or
 * deletion counts from the next call on (on other replicas within a second).
 */
@Injectable()
export class JwtStrategy {
  constructor(
    private readonly tokens: ApiTokenVerifier,
    private readonly accounts: AccountCache,
    private readonly roles: AccountRolesService,
  ) {}

  /**
   * The account of a valid API token. 401 for a bad, expired or foreign token, for a deleted
   * account and for a token signed before the account signed out; 403 for a suspended one; an
   * ADMIN_EMAILS admin whose email left the list is demoted here.
   */
  async authenticate(token: string): Promise<User> {
    const user = await this.validate(await this.tokens.grant(token));
    if (!user) {
      throw new UnauthorizedException(errorBody(401, coded('auth.invalidToken')));
    }
    return user;
  }

  private async validate(grant: TokenGrant | null): Promise<User | null> {
    if (grant === null) {
      return null;
    }
    const user = await this.accounts.forToken(grant);
    if (!user) {
      return null;
    }
    const current = await this.roles.dropUnlistedAdmin(refuseSuspended(user));
    if (current !== user) {
      this.accounts.forget(user.id);
    }
    return current;
  }
}

/**
 * The global sign-in guard: every route needs `Authorization: Bearer <API token>` unless it is
 * `@Public()`; `@AllowIdToken()` routes also take a verified Firebase ID token, and
 * `@PublicWithOptionalUser()` routes identify a caller whose token is valid.
 */
@Injectable()
export class ApiAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly apiTokens: JwtStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthRequest>();
    const bearer = bearerToken(request.headers.authorization);
    if (this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets)) {
      if (bearer && this.reflector.getAllAndOverride<boolean | undefined>(OPTIONAL_USER, targets)) {
        try {
          request.user = await this.apiTokens.authenticate(bearer);
        } catch (e) {
          if (!(e instanceof UnauthorizedException)) {
            throw e;
          }
        }
      }
      return true;
    }
    if (!bearer) {
      throw new UnauthorizedException(errorBody(401, coded('auth.signInRequired')));
    }
    try {
      request.user = await this.apiTokens.authenticate(bearer);
    } catch (e) {
      const allowIdToken = this.reflector.getAllAndOverride<boolean | undefined>(
        ALLOW_ID_TOKEN,
        targets,
      );
      if (!allowIdToken || !(e instanceof UnauthorizedException)) {
        throw e;
      }
      request.user = await this.auth.signInWithIdToken(bearer);
    }
    const user = request.user as User;
    request.identity = {
      uid: user.firebaseUid,
      email: user.email,
      emailVerified: user.emailVerified,
      phone: user.phone,
    };
    return true;
  }
}
