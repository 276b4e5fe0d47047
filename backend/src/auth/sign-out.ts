import { Injectable } from '@nestjs/common';
import { UsersService } from '../users/users.service';
import { AccountCache } from './account-cache';
import { ApiTokenVerifier } from './api-token';
import { bearerToken } from './auth-request';

/** Ends every session of an account: its API tokens carry a version that signing out bumps. */
@Injectable()
export class SignOut {
  constructor(
    private readonly apiTokens: ApiTokenVerifier,
    private readonly accounts: AccountCache,
    private readonly users: UsersService,
  ) {}

  /**
   * Every API token of the account `authorization` names stops working, on every replica at
   * once (the change feed drops the cached account). Suspended accounts may sign out too; a
   * token that no longer works (or none) changes nothing, so an old token cannot end today's
   * sessions.
   */
  async everywhere(authorization: string | undefined): Promise<void> {
    const token = bearerToken(authorization);
    const grant = token ? await this.apiTokens.grant(token) : null;
    const user = grant && (await this.accounts.forToken(grant));
    if (user) {
      await this.users.bumpTokenVersion(user.id);
    }
  }
}
