import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_TOKEN } from './api-token';

/**
 * The API token again, in a cookie the page's scripts cannot read, so that the API can render a
 * signed-in page (the tutor list) with its data: the browser's own copy lives in localStorage,
 * which the API never sees. It is read only where pages are rendered, never as a credential for
 * an /api call (those take `Authorization: Bearer` alone), so no other site can make the browser
 * call the API with it; `SameSite=Strict` keeps it off requests another site starts.
 */
export const SESSION_COOKIE = 'tutorhub.session';

function cookieOptions(production: boolean): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    // Over HTTPS only in production; elsewhere whenever the request came over HTTPS.
    secure: production ? true : 'auto',
  };
}

/** Sets the session cookie to `token`, for as long as the token lives. */
export function setSessionCookie(reply: FastifyReply, token: string, production: boolean): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(production),
    maxAge: API_TOKEN.ttlSeconds,
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(reply: FastifyReply, production: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, cookieOptions(production));
}

/** The API token the request's session cookie carries, if any (checked where it is used). */
export function sessionCookieToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}
