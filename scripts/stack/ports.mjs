// @ts-check
import net from 'node:net';

/**
 * Fails with one clear line when something already listens on the port, instead of the
 * hang or empty rejection the embedded servers give on their own.
 * @param {number} port
 * @param {string} what
 */
export async function assertPortFree(port, what) {
  await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (/** @type {NodeJS.ErrnoException} */ err) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `Port ${port} (${what}) is already in use: stop what holds it (another Tutor Hub?) or choose another port.`
            : `Cannot open port ${port} (${what}): ${err.message}`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(resolve));
  });
}

/**
 * Polls until `check` resolves true, or fails after `timeoutMs`.
 * @param {() => Promise<boolean>} check
 * @param {number} timeoutMs
 * @param {string} what
 */
export async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) {
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
}

/**
 * A port the system says is free now, for side ports nobody connects to by number.
 * @returns {Promise<number>}
 */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
