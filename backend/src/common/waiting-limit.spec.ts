import { waitingLimit } from './waiting-limit';

/** A task that finishes when told to. */
function deferred(value: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: async () => (await done, value), finish };
}

describe('waitingLimit', () => {
  it('runs up to the limit at once and turns the next one away without running it', async () => {
    const limit = waitingLimit(2);
    const [a, b] = [deferred('a'), deferred('b')];
    const third = jest.fn(async () => 'c');
    const first = limit(a.task);
    const second = limit(b.task);
    await expect(limit(third)).resolves.toBeNull();
    expect(third).not.toHaveBeenCalled();
    a.finish();
    b.finish();
    await expect(Promise.all([first, second])).resolves.toEqual(['a', 'b']);
  });

  it('frees a place when a task ends, also by failing', async () => {
    const limit = waitingLimit(1);
    await expect(limit(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});
