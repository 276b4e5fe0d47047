import { carriesContactDetails } from './contact-details';

describe('carriesContactDetails', () => {
  it.each([
    ['a plain local mobile number', 'Call me on 01712345678'],
    ['+880 before the number without its 0', 'WhatsApp +8801712345678 please'],
    ['+88 before the local number', '+88 01712345678'],
    ['0088 before the number', '008801712345678'],
    ['spaces between digit groups', '017 1234 5678'],
    ['dashes between digit groups', '0171-234-5678'],
    ['+880 with spaces and dashes', '+880 1712-345678'],
    ['brackets and dots', '(+880) 1712.345.678'],
    ['Bengali digits', 'আমার নম্বর ০১৭১২৩৪৫৬৭৮'],
    ['Bengali digits with a space', '০১৭১২ ৩৪৫৬৭৮'],
    ['mixed Bengali and Latin digits', '০১7১২৩৪৫৬৭৮'],
    ['full-width digits', '０１７１２３４５６７８'],
    ['a number glued to words', 'number:01912345678,thanks'],
    ['an email address', 'write to rahim.uddin@gmail.com'],
    ['an email address in capitals', 'RAHIM@EXAMPLE.COM.BD'],
    ['a full-width at sign', 'rahim＠example.com'],
  ])('refuses %s', (_, text) => {
    expect(carriesContactDetails(text)).toBe(true);
  });

  it.each([
    ['ordinary terms', 'Class 9, Physics and Mathematics, 3 days a week'],
    ['a salary and a year', 'HSC 2025 batch, 8000 taka per month'],
    ['a date', 'Start from 2025-01-15 if possible'],
    ['a short number starting 01', 'Room 0171, building 2'],
    ['ten digits only', '0171234567'],
    ['Bengali text with a few digits', 'সপ্তাহে ৩ দিন, ক্লাস ৯'],
    ['an at sign without a domain', 'meet @ the library'],
    ['a handle-like word', 'ask for rahim@home'],
    ['an empty text', ''],
  ])('accepts %s', (_, text) => {
    expect(carriesContactDetails(text)).toBe(false);
  });
});
