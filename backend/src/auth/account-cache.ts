import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type Observable, tap } from 'rxjs';
import { ChangeFeed } from '../database/change-feed';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/** Longest an account may be served from memory, even if a change notification went missing. */
export const ACCOUNT_TTL_MS = 1000;

/** Beyond this many accounts the cache starts over, so memory stays bounded under any load. */
const MAX_ACCOUNTS = 20_000;

interface Entry {
  user: User;
  expiresAt: number;
}

/** What a checked API token names: the account and the token version it was signed with. */
export interface TokenGrant {
  subject: string;
  version: number;
}

/**
 * The accounts behind API tokens, kept in memory by account id, so a signed-in read costs no
 * account query. An entry goes when any replica writes that account (change feed), when this
 * replica handles any write (`forgetAll`, before its answer leaves), after ACCOUNT_TTL_MS, and
 * whenever change notifications may have been missed. Nothing is served or stored while the
 * change feed is down.
 */
@Injectable()
export class AccountCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation: a lookup that raced one must not store what it read. */
  private generation = 0;

  constructor(
    private readonly users: UsersService,
    private readonly changes: ChangeFeed,
  ) {
    changes.subscribe('users', (id) => (id ? this.forget(id) : this.forgetAll()));
    changes.onReset(() => this.forgetAll());
  }

  /** The account as the database has it (a private copy), or null when there is none. */
  async get(id: string): Promise<User | null> {
    const live = this.changes.isLive;
    const entry = live ? this.entries.get(id) : undefined;
    if (entry && entry.expiresAt > Date.now()) {
      return copy(entry.user);
    }
    const generation = this.generation;
    const user = await this.users.findById(id);
    if (user && live && this.changes.isLive && generation === this.generation) {
      if (this.entries.size >= MAX_ACCOUNTS) {
        this.entries.clear();
      }
      this.entries.set(id, { user: copy(user), expiresAt: Date.now() + ACCOUNT_TTL_MS });
    }
    return user;
  }

  /**
   * The account a checked token grants: null when the account is gone or the token was signed
   * before the account's last sign-out (its version is behind). Every signed-in path takes its
   * account from here through JwtStrategy.authenticate (the guard and the cached reads).
   */
  async forToken(grant: TokenGrant): Promise<User | null> {
    const user = await this.get(grant.subject);
    return user && user.tokenVersion === grant.version ? user : null;
  }

  forget(id: string): void {
    this.generation += 1;
    this.entries.delete(id);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** Methods that never write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After any write this replica handles, and before its answer leaves, the account cache
 * starts over: the caller's next request sees a promotion, deletion, suspension or
 * registration at once, without waiting for the change notification.
 */
@Injectable()
export class AccountCacheWriteInterceptor implements NestInterceptor {
  constructor(private readonly accounts: AccountCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (READS.has(request.method)) {
      return next.handle();
    }
    const forget = () => this.accounts.forgetAll();
    return next.handle().pipe(tap({ next: forget, error: forget }));
  }
}

/** Callers may change the account they get; the cached one must stay as the database has it. */
function copy(user: User): User {
  return Object.assign(new User(), user);
}
