import { carriesContactDetails } from '@tutorhub/contracts';

/**
 * The ways around the rule that people try, and the honest text that resembles them, in English
 * and Bangla. `contact` must be refused, `text` must pass; the test counts both kinds of miss.
 */
interface Case {
  text: string;
  expected: 'contact' | 'text';
}

const contact = (...texts: string[]): Case[] =>
  texts.map((text) => ({ text, expected: 'contact' }));
const text = (...texts: string[]): Case[] => texts.map((t) => ({ text: t, expected: 'text' }));

const ATTACKS: Case[] = [
  // Separators outside the usual punctuation
  ...contact(
    '017:1234:5678',
    '017·1234·5678',
    '017•1234•5678',
    '017!1234!5678',
    '017?1234?5678',
    '017&1234&5678',
    '017%1234%5678',
    '017$1234$5678',
    '017>1234>5678',
    '017<1234<5678',
    '017^1234^5678',
    '017@1234@5678',
    '017😀1234😀5678',
    '0️⃣1️⃣7️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣',
    '017\u28001234\u28005678',
    '017\u31641234\u31645678',
    '017\uFFA01234\uFFA05678',
    '017\u115F1234\u11605678',
    '017\u200B\u28001234 5678',
    '0 :1 :7 :1 :2 :3 :4 :5 :6 :7 :8',
    '017 ~!~ 1234 ~!~ 5678',
    'call 017 ★ 1234 ★ 5678',
    '017→1234→5678',
    '017¦1234¦5678',
  ),
  // Letters standing in for digits inside a digit run
  ...contact(
    'O17I2345678',
    'o1712345678',
    '0l7l2345678',
    '017 l234 5678',
    '0I7-I234-5678',
    'OI7I2345678',
    '+88O1712345678',
  ),
  // Bangla digits with the same separators
  ...contact(
    '০১৭:১২৩৪:৫৬৭৮',
    '০১৭•১২৩৪•৫৬৭৮',
    '০১৭😀১২৩৪😀৫৬৭৮',
    '০১৭\u2800১২৩৪\u2800৫৬৭৮',
    '০১৭\u3164১২৩৪\u3164৫৬৭৮',
    'আমার নম্বর ০১৭!১২৩৪!৫৬৭৮',
    'ফোন: ০১৯ ★ ১২৩৪ ★ ৫৬৭৮',
    '+৮৮০:১৭১২:৩৪৫৬৭৮',
  ),
  // Service names followed by a handle, with or without a colon
  ...contact(
    'IG rahim.uddin',
    'ig: rahim_uddin',
    'snapchat: rahim.uddin',
    'Snapchat rahim.uddin',
    'telegram: rahimtutor',
    'Telegram rahim_tutor',
    'whatsapp rahim.tutor',
    'imo rahim_77',
    'viber: rahimtutor',
    'facebook rahim.uddin',
    'fb rahim.uddin',
    'messenger rahim.uddin',
    'tiktok: rahimtutor',
    'ইনস্টাগ্রাম rahim.uddin',
    'টেলিগ্রাম: rahimtutor',
    'স্ন্যাপচ্যাট: rahim.uddin',
    'ফেসবুক rahim.uddin',
  ),
];

const HONEST: Case[] = text(
  // Lists of classes and chapters
  'Class 1, 3, 4, 5, 6, 7, 8, 9, 10',
  'Classes 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12',
  'Class 1, 3, 4, 5, 6, 7, 8, 9, 10 (2024 batch)',
  'Chapters 3, 4, 5, 6, 7, 8, 9, 10, 11',
  'ক্লাস ১, ৩, ৪, ৫, ৬, ৭, ৮, ৯, ১০',
  'অধ্যায় ১, ২, ৪, ৫, ৬, ৭, ৮, ৯, ১০, ১১',
  // Dates and times
  'Exam on 12.05.2025, results 30.06.2025',
  '4:30-6:00 pm, 7:00-8:30 pm',
  'Sat 4:30 • Mon 6:00 • Wed 7:30',
  'From 01/06/2025 → 31/08/2025',
  'তারিখ ১২.০৫.২০২৫ থেকে ৩০.০৬.২০২৫',
  'সময়: ৪:৩০ - ৬:০০',
  // Prices
  'Tk 5,000 • 6,000 • 8,000',
  '৳5000 / month, ৳6000 for 4 days',
  '$50/hour; 10% off for 2 students!',
  'Fee: 5000! Negotiable?',
  'বেতন: ৫০০০ - ৬০০০ টাকা!',
  'মাসিক ৳৮,০০০ • ৳১০,০০০',
  // Version numbers and IP-like version strings
  'I teach with Python 3.11.4 and Node 18.17.1',
  'Windows 10.0.19045.3803 on the lab computers',
  'Chrome 120.0.6099.109 or newer',
  'version 10.0.0.1 of the app',
  'Networking: the router is at 192.168.100.254',
  'v2.10.3 → v3.0.0',
  'সংস্করণ ১০.০.১৯০৪৫.৩৮০৩',
  'version 1.3.4567.8901 fixed the bug',
  'Office 16.0.13456.20278 is installed',
  'build 2.0.1712.34567',
  'ভার্সন ১.৩.৪৫৬৭.৮৯০১',
  // Ordinary words near digits and services
  'I worked at Yahoo',
  'I worked at Yahoo for 3 years, then at Outlook Express support',
  'Ask at info desk',
  'I am good at Outlook and Excel',
  'O Level 2019, A Level 2021',
  'I love 3 things: maths, physics & chess',
  'Class IX and X, 2 hours a day',
  'Olympiad 2023 gold, IOI 2024',
  'Room 101, Building 3 & 4',
  'Rated 4.9/5 by 120 students',
  'I use Facebook. Physics is my passion',
  'My students like Instagram reels about science',
  'IG is popular among my students',
  'I also teach on Telegram channels? No, only offline.',
  'Snapchat is not allowed in class',
  'Zoom or Skype: both fine',
  'WhatsApp: available only after a hire',
  'ইনস্টাগ্রাম ব্যবহার করি না',
  'আমি ইয়াহুতে কাজ করেছি',
  'ঢাকা ১২০৫, রোড ৭, বাড়ি ১৯',
  'ক্লাস ৯ & ১০, সপ্তাহে ৩ দিন',
  '১০০% পাসের হার, ৫০+ ছাত্র',
  'জিপিএ ৫.০০ • এ+',
  'Score: 95%, 88%, 92%',
  'Ratio 3:2, 5:4 and 7:3',
  '2 + 2 = 4, 3 × 3 = 9',
  'Lesson 1: 30 minutes! Lesson 2: 45 minutes?',
  'Batch A: 10 students & Batch B: 12 students',
  'I can teach 5 days • 2 hours • 3 subjects',
  'Mirpur 10 ➜ Mirpur 2, 15 minutes',
  'শিক্ষার্থী: ১৫ জন, ক্লাস: ৮ ও ৯',
  'দিন: শনি • সোম • বুধ, ৪:৩০টায়',
);

const CORPUS: Case[] = [...ATTACKS, ...HONEST];

describe('the contact rule on the corpus of ways around it', () => {
  it('holds attacks and honest text in both languages, at least as many honest as attacks', () => {
    const bangla = /[\u0980-\u09FF]/u;
    expect(HONEST.length).toBeGreaterThanOrEqual(ATTACKS.length);
    expect(ATTACKS.filter(({ text }) => bangla.test(text)).length).toBeGreaterThanOrEqual(10);
    expect(HONEST.filter(({ text }) => bangla.test(text)).length).toBeGreaterThanOrEqual(10);
  });

  it('counts 0 false positives and 0 false negatives, naming any miss', () => {
    const misses = (expected: Case['expected']) =>
      CORPUS.filter(
        (entry) =>
          entry.expected === expected &&
          carriesContactDetails(entry.text) !== (expected === 'contact'),
      ).map((entry) => entry.text);
    const falsePositives = misses('text');
    const falseNegatives = misses('contact');
    expect({
      falsePositives: falsePositives.length,
      falseNegatives: falseNegatives.length,
      missed: [...falsePositives, ...falseNegatives],
    }).toEqual({ falsePositives: 0, falseNegatives: 0, missed: [] });
  });
});
