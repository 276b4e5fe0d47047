import { expectErrorShape } from './error-shape';
import { createTarget, http, type Target } from './app';
import {
  authHeader,
  closeTarget,
  createIdentities,
  type Identities,
  type IdentityName,
} from './identities';

/** One request no client of ours sends, and the 4xx it must get. */
export interface HostileRequest {
  label: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  as?: IdentityName;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with `type` (default application/json). */
  raw?: string;
  type?: string;
  status: number;
  /** The field `errors` must name. */
  field?: string;
}

export const NIL_ID = '00000000-0000-4000-8000-000000000000';
export const contact = { name: 'Rahim', email: 'rahim@example.com', message: 'Hello' };

/** Sends `h` as its caller: its 4xx in the error shape, naming the field if it has one. */
export async function expectRefused(
  target: Target,
  ids: Identities,
  h: HostileRequest,
): Promise<void> {
  const agent = http(target);
  let req = agent[h.method](h.path).set(authHeader(ids[h.as ?? 'anonymous']));
  if (h.raw !== undefined) {
    req = req.set('Content-Type', h.type ?? 'application/json').send(h.raw);
  } else if (h.body !== undefined) {
    req = req.send(h.body as object);
  }
  const res = await req;
  expect({ status: res.status, body: res.body as unknown }).toMatchObject({ status: h.status });
  expectErrorShape(res);
  if (h.field) {
    expect(Object.keys(res.body.errors ?? {})).toContain(h.field);
  }
}

/**
 * Declares one test per request of `requests`, each expecting its 4xx, against a target with
 * the usual callers; `more` may add tests that use the same target.
 */
export function describeHostile(
  title: string,
  requests: HostileRequest[],
  more?: (target: () => Target) => void,
): void {
  describe(title, () => {
    let target: Target;
    let ids: Identities;

    beforeAll(async () => {
      target = await createTarget();
      ids = await createIdentities(target);
    });
    afterAll(async () => {
      await closeTarget(target);
    });

    it.each(requests.map((h) => [h.label, h] as const))('%s', (_label, h) =>
      expectRefused(target, ids, h),
    );
    more?.(() => target);
  });
}
