import { sameEmail } from './emails';

describe('sameEmail', () => {
  it('ignores case and surrounding blanks', () => {
    expect(sameEmail('Rahim@Example.COM ', 'rahim@example.com')).toBe(true);
  });

  it('tells different addresses apart', () => {
    expect(sameEmail('rahim@example.com', 'rahim@example.co')).toBe(false);
    expect(sameEmail('rahim+1@example.com', 'rahim@example.com')).toBe(false);
  });
});
