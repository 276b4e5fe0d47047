import { contactFields } from './profile.dto';

describe('contactFields', () => {
  const tutor = { email: 'farhana@example.com', number: '01712345678', phone: null };

  it('carries all fields when visible, and no key otherwise (absent, not null)', () => {
    expect(contactFields(tutor, true)).toEqual({
      email: 'farhana@example.com',
      number: '01712345678',
      numberVerified: false,
    });
    const hidden = { _id: 'x', ...contactFields(tutor, false) };
    expect(hidden).not.toHaveProperty('email');
    expect(hidden).not.toHaveProperty('number');
    expect(hidden).not.toHaveProperty('numberVerified');
  });

  it('marks the number verified when it is, however typed, the mobile number the account proved', () => {
    const proved = { ...tutor, number: '01712-345678', phone: '+8801712345678' };
    expect(contactFields(proved, true).numberVerified).toBe(true);
    expect(contactFields({ ...proved, phone: '+8801812345678' }, true).numberVerified).toBe(false);
    expect(contactFields({ ...proved, number: 'call me' }, true).numberVerified).toBe(false);
  });
});
