import { matchesEtag } from './send-answer';

describe('matchesEtag', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %p → %p', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
