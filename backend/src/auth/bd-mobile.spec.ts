import { messageText, parseBdMobile } from '@tutorhub/contracts';

describe('parseBdMobile (the shared mobile number rule)', () => {
  it.each([
    ['01712-345678'],
    ['+880 1712 345678'],
    ['8801712345678'],
    ['০১৭১২৩৪৫৬৭৮'],
    ['+৮৮০ ১৭১২-৩৪৫৬৭৮'],
    [' (017) 12.345.678 '],
  ])('normalises %s to E.164', (typed) => {
    expect(parseBdMobile(typed)).toEqual({ ok: true, e164: '+8801712345678' });
  });

  it.each([
    '01312345678',
    '01412345678',
    '01512345678',
    '01612345678',
    '01812345678',
    '01912345678',
  ])('accepts every operator prefix: %s', (typed) => {
    expect(parseBdMobile(typed)).toEqual({ ok: true, e164: `+880${typed.slice(1)}` });
  });

  it.each([
    ['a Dhaka landline', '02-9555555'],
    ['a Chattogram landline', '+880 31 2555555'],
    ['a number with the unused 011 prefix', '01112345678'],
  ])('refuses %s as not a mobile', (_what, typed) => {
    expect(parseBdMobile(typed)).toEqual({ ok: false, refusal: 'notMobile' });
  });

  it.each([
    ['an Indian mobile', '+91 98765 43210'],
    ['a British mobile', '+44 7700 900123'],
  ])('refuses %s as not Bangladeshi', (_what, typed) => {
    expect(parseBdMobile(typed)).toEqual({ ok: false, refusal: 'notBangladeshi' });
  });

  it.each(['', 'call me', '017-ABC', '+'])('refuses %p as unreadable', (typed) => {
    expect(parseBdMobile(typed)).toEqual({ ok: false, refusal: 'unreadable' });
  });

  it('words each refusal in the message table', () => {
    expect(messageText({ code: 'phone.notBangladeshi', params: {} })).toBe(
      'Only Bangladeshi mobile numbers (+880) can sign in.',
    );
  });
});
