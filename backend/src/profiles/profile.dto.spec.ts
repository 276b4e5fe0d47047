import { contactFields } from './profile.dto';

describe('contactFields', () => {
  const tutor = { email: 'farhana@example.com', number: '01712345678' };

  it('carries both fields when visible, and neither key otherwise (absent, not null)', () => {
    expect(contactFields(tutor, true)).toEqual(tutor);
    const hidden = { _id: 'x', ...contactFields(tutor, false) };
    expect(hidden).not.toHaveProperty('email');
    expect(hidden).not.toHaveProperty('number');
  });
});
