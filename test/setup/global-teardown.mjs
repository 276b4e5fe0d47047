// @ts-check
import fs from 'node:fs';

export default async function globalTeardown() {
  // @ts-expect-error set by the global setup
  const stack = globalThis.__tutorhubStack;
  if (!stack) {
    return;
  }
  await stack.stop();
  fs.rmSync(stack.dir, { recursive: true, force: true });
}
