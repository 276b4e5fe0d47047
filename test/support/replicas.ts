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
