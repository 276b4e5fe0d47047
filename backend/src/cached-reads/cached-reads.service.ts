import { HttpException, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JwtStrategy } from '../auth/api-token';
import { bearerToken } from '../auth/auth-request';
import { sendCachedResponse } from '../common/send-cached-response';
import { type CachedResponse, ResponseCache } from '../database/response-cache';
import { isAdmin, type User } from '../users/user.entity';

/** Requests remembered at most (URLs per caller class); past it the memory starts over. */
const MAX_REMEMBERED = 10_000;

interface Remembered {
  /** Weak: an answer the cache let go must not stay in memory through this map. */
  answer: WeakRef<CachedResponse>;
  /** For answers shared by signed-in callers: whether this one may have it too. */
  admits?: (caller: User) => boolean;
}

/** Who an answer is remembered for: anyone anonymous, any non-admin member, or one account. */
type CallerClass = 'anonymous' | 'member' | `account:${string}`;

/**
 * Answers a repeated read before the framework's routing, guards and validation run: a GET of
 * exactly the URL the full path already answered to the same class of caller (anonymous, or
 * signed in and not admin, or that one account for its own records), while the cache still holds
 * that answer. Anything else — admins, suspended or unknown accounts, invalid tokens, first
 * requests, answers no longer current — takes the full path, which decides as always. Only the
 * bytes are reused: the caller's token and account pass the guard's own check on every request.
 */
@Injectable()
export class CachedReads implements OnModuleInit {
  private readonly remembered = new Map<string, Remembered>();
  /** The URLs some account's own answer is remembered for (the account is known only later). */
  private readonly accountUrls = new Set<string>();
  /** Answers built from the caller's own account alone (e.g. GET /api/me), by exact URL. */
  private readonly ownAnswers = new Map<string, (caller: User) => unknown>();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly signIn: JwtStrategy,
    private readonly cache: ResponseCache,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', (request, reply) => this.answer(request, reply));
  }

  /**
   * Lets later requests for the same URL by the same class of caller be answered with `answer`
   * while the cache holds it. Call it only for answers every caller of that class gets alike,
   * or pass `admits` to tell which signed-in callers share it.
   */
  remember(
    request: FastifyRequest,
    caller: User | null,
    answer: CachedResponse,
    admits?: (caller: User) => boolean,
  ): void {
    if (request.method === 'GET' && !isAdmin(caller)) {
      this.keep(rememberKey(caller ? 'member' : 'anonymous', request.url), {
        answer: new WeakRef(answer),
        admits,
      });
    }
  }

  /** `remember` for an answer that is the same for every caller, signed in or not. */
  rememberForEveryone(request: FastifyRequest, answer: CachedResponse): void {
    if (request.method === 'GET') {
      const kept = new WeakRef(answer);
      this.keep(rememberKey('anonymous', request.url), { answer: kept });
      this.keep(rememberKey('member', request.url), { answer: kept });
    }
  }

  /**
   * `remember` for an answer built from `caller`'s own records (their hires, their unread
   * count): later requests for the URL are answered with it for that account only.
   */
  rememberForAccount(request: FastifyRequest, caller: User, answer: CachedResponse): void {
    if (request.method === 'GET' && !isAdmin(caller)) {
      this.keep(rememberKey(`account:${caller.id}`, request.url), { answer: new WeakRef(answer) });
      this.accountUrls.add(request.url);
    }
  }

  private keep(key: string, remembered: Remembered): void {
    if (this.remembered.size >= MAX_REMEMBERED) {
      this.remembered.clear();
      this.accountUrls.clear();
    }
    this.remembered.set(key, remembered);
  }

  /**
   * Lets GET `url` (exactly, signed-in callers only) be answered with `build(account)`: for calls
   * whose answer is the caller's own account as the guard loaded it.
   */
  answerFromAccount(url: string, build: (caller: User) => unknown): void {
    this.ownAnswers.set(url, build);
  }

  private async answer(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    const own = this.ownAnswers.get(request.url);
    if (
      request.method !== 'GET' ||
      !(
        own ||
        this.accountUrls.has(request.url) ||
        this.remembered.has(rememberKey('member', request.url)) ||
        this.remembered.has(rememberKey('anonymous', request.url))
      )
    ) {
      return undefined;
    }
    const caller = await this.caller(request.headers.authorization);
    if (caller === undefined) {
      return undefined;
    }
    if (own) {
      return caller ? reply.send(own(caller)) : undefined;
    }
    const hit =
      (caller && this.remembered.get(rememberKey(`account:${caller.id}`, request.url))) ||
      this.remembered.get(rememberKey(caller ? 'member' : 'anonymous', request.url));
    const answer = hit?.answer.deref();
    if (!answer || !this.cache.holds(answer) || (caller && hit?.admits && !hit.admits(caller))) {
      return undefined;
    }
    sendCachedResponse(request, reply, answer);
    return reply;
  }

  /**
   * null for a caller without a token; the account of a valid token when it is in good standing
   * and not admin; undefined (the full path decides) for everything else. The token and the
   * account pass the global guard's own check (JwtStrategy), so an access rule added there
   * holds here too.
   */
  private async caller(authorization: string | undefined): Promise<User | null | undefined> {
    const token = bearerToken(authorization);
    if (!token) {
      return authorization === undefined ? null : undefined;
    }
    try {
      const account = await this.signIn.authenticate(token);
      return isAdmin(account) ? undefined : account;
    } catch (e) {
      if (e instanceof HttpException) {
        return undefined;
      }
      throw e;
    }
  }
}

function rememberKey(callerClass: CallerClass, url: string): string {
  return `${callerClass} ${url}`;
}
