import {
  carriesContactDetails,
  contactDetailIn,
  type ContactDetailKind,
  fieldsCarryingContactDetails,
  foldForContactRule,
} from '@tutorhub/contracts';

/** Contact details as people write them to get past a filter, with the kind each is. */
const DISGUISES: [string, ContactDetailKind][] = [
  // Bangladeshi mobiles
  ['Call 01712345678', 'phone'],
  ['+8801712345678', 'phone'],
  ['8801712345678', 'phone'],
  ['+88 01712345678', 'phone'],
  ['008801712345678', 'phone'],
  ['no leading zero 1712345678', 'phone'],
  ['017 1234 5678', 'phone'],
  ['0171-234-5678', 'phone'],
  ['(+880) 1712.345.678', 'phone'],
  ['017/1234/5678', 'phone'],
  ['017,1234,5678', 'phone'],
  ['017_1234_5678', 'phone'],
  ['017|1234|5678', 'phone'],
  ['[017] 1234 5678', 'phone'],
  ['0 1 7 1 2 3 4 5 6 7 8', 'phone'],
  ['017\u200B1234\u200B5678', 'phone'],
  ['01\u200D7\u00AD12345678', 'phone'],
  ['017 – 1234 — 5678', 'phone'],
  ['1,712,345,678', 'phone'],
  ['number:01912345678,thanks', 'phone'],
  ['9901712345678', 'phone'],
  ['０１７１２３４５６７８', 'phone'],
  ['𝟎𝟏𝟕𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖', 'phone'],
  ['٠١٧١٢٣٤٥٦٧٨', 'phone'],
  ['۰۱۷۱۲۳۴۵۶۷۸', 'phone'],
  ['०१७१२३४५६७८', 'phone'],
  ['zero one seven one two three four five six seven eight', 'phone'],
  ['ZeroOneSeven 1234 5678', 'phone'],
  ['zero-one-seven-one-two-three-four-five-six-seven-eight', 'phone'],
  ['017 one two three four 5678', 'phone'],
  ['শূন্য এক সাত এক দুই তিন চার পাঁচ ছয় সাত আট', 'phone'],
  ['আমার নম্বর ০১৭১২৩৪৫৬৭৮', 'phone'],
  ['০১৭১২ ৩৪৫৬৭৮', 'phone'],
  ['০১7১২৩৪৫৬৭৮', 'phone'],
  ['যোগাযোগ: ০১৮-১২৩৪-৫৬৭৮', 'phone'],
  ['কল করুন +৮৮০ ১৭১২ ৩৪৫৬৭৮', 'phone'],
  ['শূন্য এক নয় ১২৩৪৫৬৭৮', 'phone'],
  // Landlines and foreign numbers
  ['Office 02-9123456', 'phone'],
  ['Dhaka office 02 5501 2345', 'phone'],
  ['031-712345', 'phone'],
  ['+880 2 9123456', 'phone'],
  ['+44 20 7946 0958', 'phone'],
  ['+1 (212) 555-0123', 'phone'],
  ['0044 20 7946 0958', 'phone'],
  ['+91 98765 43210', 'phone'],
  ['9876543210', 'phone'],
  // Email addresses
  ['write to rahim.uddin@gmail.com', 'email'],
  ['RAHIM@EXAMPLE.COM.BD', 'email'],
  ['rahim＠example.com', 'email'],
  ['eve at gmail dot com', 'email'],
  ['eve [at] gmail [dot] com', 'email'],
  ['eve(at)yahoo(dot)com', 'email'],
  ['eve @ gmail . com', 'email'],
  ['eve @gmail.com', 'email'],
  ['eve AT outlook DOT com', 'email'],
  ['eve{at}mail{dot}co{dot}uk', 'email'],
  ['eve at gmail', 'email'],
  ['ইমেইল: eve এট gmail ডট কম', 'email'],
  ['rahim\u200B@\u200Bgmail.com', 'email'],
  // Messengers and social networks
  ['wa.me/8801712345678', 'phone'],
  ['wa.me/rahim', 'messenger'],
  ['https://t.me/rahim_tutor', 'messenger'],
  ['t dot me/rahim', 'messenger'],
  ['m.me/rahim.uddin', 'messenger'],
  ['fb.com/rahim.uddin', 'messenger'],
  ['facebook.com/rahim', 'messenger'],
  ['www.instagram.com/rahim', 'messenger'],
  ['instagr.am/rahim', 'messenger'],
  ['chat.whatsapp.com/AbCdEf', 'messenger'],
  ['imo.im/rahim', 'messenger'],
  ['Telegram @rahim_tutor', 'messenger'],
  ['insta: @rahim.tutor', 'messenger'],
  ['fb: rahim.uddin', 'messenger'],
  ['fb id rahim.uddin', 'messenger'],
  ['Skype ID: live:rahim', 'messenger'],
  ['imo = rahim77', 'messenger'],
  ['@rahim_tutor on Telegram', 'messenger'],
  ['knock me on WhatsApp', 'messenger'],
  ['find me on Facebook', 'messenger'],
  ['message me on Viber', 'messenger'],
  ['ফেসবুকে নক দিন', 'messenger'],
  ['হোয়াটসঅ্যাপে মেসেজ করুন', 'messenger'],
  ['ফেসবুক আইডি: rahim.uddin', 'messenger'],
  ['ইমোতে কল দিন', 'messenger'],
  ['হোয়াটসঅ্যাপ আইডি: rahim_77', 'messenger'],
  ['টেলিগ্রাম @rahim_tutor', 'messenger'],
  ['ইমেইল: rahim.uddin@gmail.com', 'email'],
  ['অফিস: +৮৮০ ২ ৯১২৩৪৫৬', 'phone'],
];

/** Text a profile, request, review or blog holds every day, which the rule must let through. */
const ORDINARY: string[] = [
  'Class 8',
  'Class 9, Physics and Mathematics, 3 days a week',
  'HSC 2nd year',
  'O Level and A Level',
  'Classes 6-10',
  '5000-6000 Tk',
  '13,000-15,000 Tk a month',
  'Tk 10,000-15,000, 3 days a week',
  '12000 - 15000 per month',
  'Salary 1,50,000 a year',
  '৳৫,০০০',
  'House 12, Road 5, Dhanmondi',
  'Flat 3B, House 45/A, Road 27, Block C, Banani',
  'Mirpur 10, Dhaka 1216',
  'GPA 5.00',
  'A+ in all subjects',
  'GPA 5, A+ 2019-2023',
  '2019-2023',
  'SSC 2021, HSC 2023',
  '2013-2014, 2015-2016',
  'chapters 1-10',
  'Chapters 1, 2, 3, 4, 5, 6, 7, 8, 9, 10',
  'Sat, Mon, Wed 4:30-6:00 pm',
  '09:00-10:00, 04:00-05:00',
  'Until 6:00, 2019-2023 batch',
  'Start from 2025-01-15 if possible',
  'From 05/06/2025 to 07/08/2025',
  'Room 0171, building 2',
  'Ten years of teaching, one or two students at a time',
  'I studied at DU. Physics was my major.',
  'I teach at Dhaka College.',
  'I live at Mirpur . In the evening I teach',
  'meet @ the library',
  'ask for rahim@home',
  'Online classes on Zoom or Skype',
  'I run a Facebook page for my students',
  'Class 10+ 2024 batch',
  'Someone who is done with chapter nine',
  'University of Dhaka, BSc 2018',
  'Notre Dame College',
  '',
  'সপ্তাহে ৩ দিন, ক্লাস ৯',
  'ক্লাস ৮ থেকে ১০',
  'এইচএসসি ২য় বর্ষ',
  'বেতন ৫০০০-৬০০০ টাকা',
  'মাসে ১০,০০০ টাকা',
  'বাড়ি ১২, রোড ৫, ধানমন্ডি',
  'জিপিএ ৫.০০',
  'এসএসসি ২০২১, এইচএসসি ২০২৩',
  'অধ্যায় ১-১০',
  'বিকেল ৪:৩০ থেকে ৬:০০',
  'সময় বিকেল ৪:৩০ থেকে ৬:০০, ২০১৯-২০২৩।',
  'এক দিন পর পর, সপ্তাহে তিন দিন',
  'এটা ভালো নয়, আরও অনুশীলন দরকার',
  'ঢাকা বিশ্ববিদ্যালয়, ২০১৯-২০২৩',
  'ফেসবুকে আমাদের কোচিংয়ের পাতা আছে',
];

describe('the contact rule', () => {
  it.each(DISGUISES)('refuses %j as a %s', (text, kind) => {
    expect(contactDetailIn(text)).toBe(kind);
    expect(carriesContactDetails(text)).toBe(true);
  });

  it.each(ORDINARY)('lets %j through', (text) => {
    expect(contactDetailIn(text)).toBeUndefined();
  });

  it('keeps enough cases in both tables, in both languages', () => {
    const bangla = /[\u0980-\u09FF]/u;
    expect(DISGUISES.length).toBeGreaterThanOrEqual(60);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(40);
    expect(DISGUISES.filter(([text]) => bangla.test(text)).length).toBeGreaterThanOrEqual(10);
    expect(ORDINARY.filter((text) => bangla.test(text)).length).toBeGreaterThanOrEqual(10);
  });
});

describe('foldForContactRule', () => {
  it('reads digits of any script, spelt digits and hidden characters as the reader sees them', () => {
    expect(foldForContactRule('০১৭ ٣٤ ०९ １２')).toBe('017 34 09 12');
    expect(foldForContactRule('zero\u200Bone Nine দুই নয়')).toBe('01 9 2 9');
    expect(foldForContactRule('someone, done, nineteen')).toBe('someone, done, nineteen');
  });
});

describe('fieldsCarryingContactDetails', () => {
  it('names each field that carries contact details alone', () => {
    expect(
      fieldsCarryingContactDetails([
        ['classLevel', 'Class 9'],
        ['area', 'Call 01712345678'],
        ['message', 'eve@gmail.com'],
      ]),
    ).toEqual(['area', 'message']);
  });

  it('names the field that completes a number split over several fields', () => {
    expect(
      fieldsCarryingContactDetails([
        ['classLevel', 'Class 9, 0171'],
        ['area', '234'],
        ['message', '5678'],
      ]),
    ).toEqual(['message']);
    expect(
      fieldsCarryingContactDetails([
        ['name', 'Eve'],
        ['study', 'eve'],
        ['subject', '@gmail.com'],
      ]),
    ).toEqual(['subject']);
  });

  it('refuses nothing when the fields hold ordinary text, together too', () => {
    expect(
      fieldsCarryingContactDetails([
        ['classLevel', 'Class 9'],
        ['area', 'House 12, Road 5, Dhanmondi'],
        ['message', '5000-6000 Tk, 3 days a week'],
      ]),
    ).toEqual([]);
  });
});
