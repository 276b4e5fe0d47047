import { bearerToken, sameEmail } from './emails';

describe('sameEmail', () => {
  it('ignores case and surrounding blanks', () => {
    expect(sameEmail('Rahim@Example.COM ', 'rahim@example.com')).toBe(true);
  });

  it('tells different addresses apart', () => {
    expect(sameEmail('rahim@example.com', 'rahim@example.co')).toBe(false);
    expect(sameEmail('rahim+1@example.com', 'rahim@example.com')).toBe(false);
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header, any case', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
  });

  it('is null for a missing, empty or other scheme', () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
  });
});
