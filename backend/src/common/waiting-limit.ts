/**
 * Runs tasks while at most `max` of them are under way (running or queued behind one another);
 * a task offered beyond that is not run and answers `null` at once, so that a flood never
 * builds an unbounded queue of waiting requests.
 */
export function waitingLimit(max: number) {
  let underWay = 0;
  return async <T>(task: () => Promise<T>): Promise<T | null> => {
    if (underWay >= max) {
      return null;
    }
    underWay += 1;
    try {
      return await task();
    } finally {
      underWay -= 1;
    }
  };
}
