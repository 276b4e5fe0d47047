import { Injectable, UnauthorizedException } from '@nestjs/common';
import { Authenticator } from 'passport';
import { ExtractJwt, Strategy as PassportJwtStrategy } from 'passport-jwt';
import { AccountRolesService } from '../admin/account-roles.service';
import { errorBody } from '../common/error-body';
import type { User } from '../users/user.entity';
import { AccountCache } from './account-cache';
import { ApiTokenVerifier, subjectOf, type TokenClaims } from './api-token.verifier';
import { AUTH_MESSAGES } from '@tutorhub/contracts';
import { refuseSuspended } from './suspension';

/**
 * Our API token, checked by passport-jwt with the key and rules of ApiTokenVerifier, and the
 * account it names. The account comes from the account cache, which never serves an account
 * changed since it was read, so a promotion, suspension or deletion counts from the next call on
 * (on other replicas within a second). Each app has its own passport instance rather than
 * passport's process-wide one, so two apps in one process (as in the replica tests) never share
 * a strategy.
 */
@Injectable()
export class JwtStrategy {
  private readonly passport = new Authenticator();

  constructor(
    tokens: ApiTokenVerifier,
    private readonly accounts: AccountCache,
    private readonly roles: AccountRolesService,
  ) {
    this.passport.use(
      'api-token',
      new PassportJwtStrategy(
        { jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), ...tokens.passportOptions() },
        (claims: TokenClaims, done: (err: null, user: object) => void) => done(null, claims),
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

  /** The account id the token names, or null when passport-jwt refuses the token. */
  private verify(token: string): Promise<string | null> {
    return new Promise((resolve) => {
      const request = { headers: { authorization: `Bearer ${token}` } };
      const check = this.passport.authenticate(
        'api-token',
        { session: false },
        (err: unknown, claims: TokenClaims | false) =>
          resolve(err || !claims ? null : subjectOf(claims)),
      ) as (req: object, res: object, next: () => void) => void;
      check(request, {}, () => resolve(null));
    });
  }

  private async validate(subject: string | null): Promise<User | null> {
    if (subject === null) {
      return null;
    }
    const user = await this.accounts.get(subject);
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
