import { parseAdminEmails } from './admin-emails';

describe('parseAdminEmails', () => {
  it('splits on commas, trims and lower-cases', () => {
    expect([...parseAdminEmails(' Admin@Example.com, b@y.test ,,')]).toEqual([
      'admin@example.com',
      'b@y.test',
    ]);
  });

  it('is empty when unset or blank', () => {
    expect(parseAdminEmails(undefined).size).toBe(0);
    expect(parseAdminEmails(' , ').size).toBe(0);
  });
});
