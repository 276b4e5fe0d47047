import type { AccessContext } from './access-matrix';
import { createTarget, http, type Target } from './app';
import { closeTarget, createIdentities, type Identities } from './identities';

/**
 * An object a test file holds from its first line and its `beforeAll` fills in (with
 * `Object.assign`), so a describe body can name it before it exists: read its fields inside tests
 * and hooks only. `initial` is what must hold even when `beforeAll` failed (`closeTarget` reads it).
 */
export function filledInBeforeAll<T extends object>(initial: Partial<T> = {}): T {
  return initial as T;
}

/** A target its `beforeAll` opens; closed before that, it closes no app. */
export function targetToOpen(): Target {
  return filledInBeforeAll<Target>({ created: [] });
}

/**
 * The file's target (in-process: the app built with `env`), opened in `beforeAll` and closed in
 * `afterAll`, the rows and accounts the file made removed. `api()` calls it.
 */
export function targetForFile(env: Record<string, string> = {}) {
  const target = targetToOpen();
  beforeAll(async () => {
    Object.assign(target, await createTarget(env));
  });
  afterAll(async () => {
    await closeTarget(target);
  });
  return { target, api: () => http(target) };
}

/**
 * The five usual callers on `target` (`ids`, see `createIdentities`), made in the enclosing
 * describe's `beforeAll`, and `ctx`, the same for `expectAccess`. A describe whose calls change
 * their callers (a registration) makes its own.
 */
export function identitiesOn(target: Target) {
  const ids = filledInBeforeAll<Identities>();
  beforeAll(async () => {
    Object.assign(ids, await createIdentities(target));
  });
  const ctx: AccessContext = { target, identities: ids };
  return { ids, ctx };
}

/**
 * `targetForFile(env)` plus `identitiesOn` it. A file's own `beforeAll`, declared after this call,
 * sees the callers made.
 */
export function identitiesForFile(env: Record<string, string> = {}) {
  const { target, api } = targetForFile(env);
  return { target, api, ...identitiesOn(target) };
}
