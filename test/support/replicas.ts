import { createTarget, createTestApp, inProcess } from './app';
import { filledInBeforeAll, targetToOpen } from './file-setup';
import { closeTarget, signInAdmin, type TestIdentity } from './identities';

/**
 * Two API replicas on one database, as behind a load balancer without sticky sessions (`a`, the
 * file's target, and `b`), and the ADMIN_EMAILS admin signed in on `a`: opened in `beforeAll`,
 * closed in `afterAll`.
 */
export function twoReplicasForFile() {
  const a = targetToOpen();
  const b = targetToOpen();
  const admin = filledInBeforeAll<TestIdentity>();
  beforeAll(async () => {
    Object.assign(a, await createTarget());
    Object.assign(b, inProcess(await createTestApp()));
    Object.assign(admin, await signInAdmin(a));
  });
  afterAll(async () => {
    await closeTarget(b);
    await closeTarget(a);
  });
  return { a, b, admin };
}

/** How long another replica may take to see a write made on this one. */
export const PROPAGATION_MS = 1000;

/** Polls `read` until `expected(result)` holds; answers the last result after PROPAGATION_MS. */
export async function within<T>(
  read: () => Promise<T>,
  expected: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + PROPAGATION_MS;
  for (;;) {
    const value = await read();
    if (expected(value) || Date.now() > deadline) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
