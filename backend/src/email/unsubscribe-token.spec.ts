import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const secret = 'q7Vn3LxK9wPz2RtY8mBc4HdJ6sFg1AeU0oIl5';
const userId = '6f1d0a52-3c1e-4b8e-9d7a-2f4b1c9e8a10';

describe('unsubscribe tokens', () => {
  it('name the account and the kind of email they were made for', () => {
    const token = unsubscribeToken(secret, userId, 'reviews');
    expect(readUnsubscribeToken(secret, token)).toEqual({ userId, topic: 'reviews' });
  });

  it.each([
    ['another kind', (t: string) => t.replace('.hires.', '.reviews.')],
    ['another account', (t: string) => t.replace(userId, userId.replace('6f1d', '7f1d'))],
    ['a cut signature', (t: string) => t.slice(0, -2)],
    ['an unknown kind', (t: string) => t.replace('.hires.', '.jobs.')],
    ['no signature', (t: string) => t.split('.').slice(0, 2).join('.')],
  ])('are refused when changed: %s', (_, change) => {
    const token = unsubscribeToken(secret, userId, 'hires');
    expect(readUnsubscribeToken(secret, change(token))).toBeUndefined();
  });

  it('are refused under another secret', () => {
    const token = unsubscribeToken(secret, userId, 'hires');
    expect(readUnsubscribeToken(`${secret}x`, token)).toBeUndefined();
  });
});
