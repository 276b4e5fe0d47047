import { Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { isUUID } from 'class-validator';
import { Authenticator } from 'passport';
import { ExtractJwt, Strategy as PassportJwtStrategy } from 'passport-jwt';
import { AccountRolesService } from '../admin/account-roles.service';
import { errorBody } from '../common/error-body';
import type { Env } from '../config/env.validation';
import { apiTokenKey } from '../config/jwt-secret';
import type { User } from '../users/user.entity';
import { AccountCache } from './account-cache';
import { AUTH_MESSAGES } from './auth.messages';
import type { ApiTokenPayload } from './auth.service';
import { refuseSuspended } from './suspension';

export const API_TOKEN = {
  algorithm: 'HS256',
  issuer: 'tutorhub',
  audience: 'tutorhub-api',
  ttlSeconds: 60 * 60,
} as const;

/**
 * Our API token (HS256, JWT_SECRET), checked by passport-jwt with a key made once. The account
 * comes from the account cache, which never serves an account changed since it was read, so a
 * promotion, suspension or deletion counts from the next call on (on other replicas within a
 * second). Each app has its own passport instance rather than passport's process-wide one, so
 * two apps in one process (as in the replica tests) never share a strategy or a cache.
 */
@Injectable()
export class JwtStrategy {
  private readonly passport = new Authenticator();

  constructor(
    config: ConfigService<Env, true>,
    private readonly accounts: AccountCache,
    private readonly roles: AccountRolesService,
  ) {
    this.passport.use(
      'api-token',
      new PassportJwtStrategy(
        {
          jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
          // jsonwebtoken takes a KeyObject (the typings predate that): a string secret would be
          // turned into a new key on every verification, most of its cost.
          secretOrKey: apiTokenKey(config.getOrThrow('JWT_SECRET', { infer: true })) as never,
          algorithms: [API_TOKEN.algorithm],
          issuer: API_TOKEN.issuer,
          audience: API_TOKEN.audience,
        },
        (payload: Partial<ApiTokenPayload>, done: (err: null, user: object) => void) =>
          done(null, payload),
      ),
    );
  }

  /**
   * The account of a valid API token. 401 for a bad, expired or foreign token and for a
   * deleted account; 403 for a suspended one; an ADMIN_EMAILS admin whose email left the list
   * is demoted here.
   */
  async authenticate(token: string): Promise<User> {
    const user = await this.validate(await this.verify(token));
    if (!user) {
      throw new UnauthorizedException(errorBody(401, AUTH_MESSAGES.invalidToken));
    }
    return user;
  }

  /** The token's claims, or none when passport-jwt refuses it. */
  private verify(token: string): Promise<Partial<ApiTokenPayload>> {
    return new Promise((resolve) => {
      const request = { headers: { authorization: `Bearer ${token}` } };
      const check = this.passport.authenticate(
        'api-token',
        { session: false },
        (err: unknown, payload: Partial<ApiTokenPayload> | false) =>
          resolve(err || !payload ? {} : payload),
      ) as (req: object, res: object, next: () => void) => void;
      check(request, {}, () => resolve({}));
    });
  }

  private async validate(payload: Partial<ApiTokenPayload>): Promise<User | null> {
    if (typeof payload.sub !== 'string' || !isUUID(payload.sub)) {
      return null;
    }
    const user = await this.accounts.get(payload.sub);
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
