import { readStopToken, stopToken } from './stop-token';

const SECRET = 'a-secret-long-enough-for-the-tests-of-stop';
const USER = '0b6f3c9e-2a41-4d7e-9f10-5c2b8a7d6e31';

describe('STOP token', () => {
  it('names the account it was made for, in 34 characters', () => {
    const token = stopToken(SECRET, USER);
    expect(token).toMatch(/^[A-Za-z0-9_-]{34}$/);
    expect(readStopToken(SECRET, token)).toBe(USER);
  });

  it('is refused when forged, cut, lengthened or signed with another secret', () => {
    const token = stopToken(SECRET, USER);
    const other = stopToken(SECRET, 'ffffffff-2a41-4d7e-9f10-5c2b8a7d6e31');
    // Another account's body with this one's signature.
    expect(readStopToken(SECRET, other.slice(0, 22) + token.slice(22))).toBeUndefined();
    expect(readStopToken(SECRET, token.slice(0, -1))).toBeUndefined();
    expect(readStopToken(SECRET, `${token}A`)).toBeUndefined();
    expect(readStopToken('another-secret-long-enough-for-the-tests', token)).toBeUndefined();
    expect(readStopToken(SECRET, '')).toBeUndefined();
  });
});
