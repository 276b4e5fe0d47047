import { HIRE_REASON_LABELS, type NoticeParams, type NotificationType } from '@tutorhub/contracts';
import { emailContentOf } from './email-content';
import { renderEmail } from './email-templates';

const links = {
  action: 'https://tutorhub.example/tuitions',
  unsubscribe: 'https://tutorhub.example/api/email/unsubscribe?token=t',
  preferences: 'https://tutorhub.example/profile#notifications',
};
const reason = HIRE_REASON_LABELS.schedule;

/** Every notice there is, as the notifications module writes it, with what each email says. */
const NOTICES = [
  {
    type: 'hire.requested',
    params: {
      student: 'Tanvir <b>Hasan</b>',
      subject: 'Physics',
      classLevel: 'Class 9',
      days: 4,
      salary: 12500,
    },
    en: [
      'New hire request from Tanvir <b>Hasan</b> for Physics',
      '4 days a week, 12,500 BDT a month.',
    ],
    bn: [
      'Tanvir <b>Hasan</b> আপনাকে Physics পড়ানোর অনুরোধ পাঠিয়েছেন',
      'সপ্তাহে ৪ দিন, মাসে ১২,৫০০ টাকা।',
    ],
  },
  {
    type: 'hire.accepted',
    params: { tutor: 'Farhana Akter', subject: 'Physics' },
    en: ['Farhana Akter accepted your request for Physics', 'now on My tuitions.'],
    bn: ['Farhana Akter আপনার Physics পড়ানোর অনুরোধ গ্রহণ করেছেন', '“আমার টিউশন” পাতায় আছে।'],
  },
  {
    type: 'hire.declined',
    params: { tutor: null, subject: 'Physics' },
    en: ['Your tutor declined your request for Physics', 'declined your request for Physics.'],
    bn: ['আপনার শিক্ষক আপনার Physics পড়ানোর অনুরোধ ফিরিয়ে দিয়েছেন', 'ফিরিয়ে দিয়েছেন।'],
  },
  {
    type: 'hire.declined',
    params: { tutor: 'Farhana Akter', subject: 'Physics', reason: 'schedule' },
    en: ['Farhana Akter declined your request for Physics', `Reason: ${reason}.`],
    bn: ['Farhana Akter আপনার Physics পড়ানোর অনুরোধ ফিরিয়ে দিয়েছেন', 'কারণ: সময়সূচি মিলছে না।'],
  },
  {
    type: 'hire.cancelled',
    params: { student: 'Tanvir Hasan', subject: 'Physics' },
    en: ['Tanvir Hasan cancelled the request for Physics', 'cancelled the request for Physics.'],
    bn: ['Tanvir Hasan Physics পড়ানোর অনুরোধটি বাতিল করেছেন', 'বাতিল করেছেন।'],
  },
  {
    type: 'hire.cancelled',
    params: { student: null, subject: 'Physics', reason: 'schedule' },
    en: ['Your student cancelled the request for Physics', `Reason: ${reason}.`],
    bn: ['আপনার শিক্ষার্থী Physics পড়ানোর অনুরোধটি বাতিল করেছেন', 'কারণ: সময়সূচি মিলছে না।'],
  },
  {
    type: 'hire.ended',
    params: { student: 'Tanvir Hasan', subject: 'Physics', by: 'student' },
    en: ['The Physics tuition has ended', 'Tanvir Hasan ended the Physics tuition.'],
    bn: ['Physics টিউশনটি শেষ হয়েছে', 'Tanvir Hasan Physics টিউশনটি শেষ করেছেন।'],
  },
  {
    type: 'hire.ended',
    params: { student: 'Tanvir Hasan', subject: 'Physics', by: 'student', reason: 'schedule' },
    en: ['The Physics tuition has ended', `Reason: ${reason}.`],
    bn: ['Physics টিউশনটি শেষ হয়েছে', 'কারণ: সময়সূচি মিলছে না।'],
  },
  {
    type: 'hire.ended',
    params: { subject: 'Physics', by: 'admin' },
    en: ['The Physics tuition has ended', 'An admin ended the Physics tuition.'],
    bn: ['Physics টিউশনটি শেষ হয়েছে', 'একজন অ্যাডমিন Physics টিউশনটি শেষ করেছেন।'],
  },
  {
    type: 'hire.ended',
    params: { subject: 'Physics', by: 'admin', reason: 'schedule' },
    en: ['The Physics tuition has ended', `An admin ended the Physics tuition. Reason: ${reason}.`],
    bn: ['Physics টিউশনটি শেষ হয়েছে', 'কারণ: সময়সূচি মিলছে না।'],
  },
  {
    type: 'hire.cancelled',
    params: { student: 'Tanvir Hasan', by: 'deletion' },
    en: ['A hire request was cancelled', 'Tanvir Hasan deleted their account'],
    bn: ['একটি নিয়োগের অনুরোধ বাতিল হয়েছে', 'Tanvir Hasan তাঁর অ্যাকাউন্ট মুছে ফেলেছেন'],
  },
  {
    type: 'hire.ended',
    params: { student: 'Tanvir Hasan', by: 'deletion' },
    en: ['A tuition has ended', 'the tuition has ended.'],
    bn: ['একটি টিউশন শেষ হয়েছে', 'টিউশনটি শেষ হয়েছে।'],
  },
  {
    type: 'review.received',
    params: { student: 'Tanvir Hasan', rating: 4 },
    en: ['Tanvir Hasan rated you 4 out of 5', 'Tanvir Hasan rated you 4 out of 5.'],
    bn: ['Tanvir Hasan আপনাকে ৫-এর মধ্যে ৪ রেটিং দিয়েছেন', '৫-এর মধ্যে ৪ রেটিং দিয়েছেন।'],
  },
  {
    type: 'job.approved',
    params: { subject: 'English', classLevel: 'Class 8' },
    en: ['Your English job is open to tutors', 'tutors can apply for 30 days.'],
    bn: ['আপনার English পোস্টটি শিক্ষকদের জন্য খোলা', '৩০ দিন শিক্ষকেরা আবেদন করতে পারবেন।'],
  },
  {
    type: 'job.rejected',
    params: { subject: 'English', classLevel: 'Class 8', jobReason: 'duplicate' },
    en: ['Your English job was not approved', 'Reason: It repeats another post.'],
    bn: ['আপনার English পোস্টটি অনুমোদিত হয়নি', 'কারণ: এটি অন্য একটি পোস্টের পুনরাবৃত্তি।'],
  },
  {
    type: 'application.received',
    params: { tutor: 'Farhana Akter', subject: 'English', salary: 5500 },
    en: ['Farhana Akter applied to your English job', 'asking 5,500 BDT a month.'],
    bn: ['Farhana Akter আপনার English পোস্টে আবেদন করেছেন', 'মাসে ৫,৫০০ টাকা চেয়ে।'],
  },
  {
    type: 'application.trial',
    params: { subject: 'English', trialAt: '2026-12-01T12:30:00.000Z' },
    en: ['Trial class set for the English job', 'set for 2026-12-01 at 18:30 (Bangladesh time).'],
    bn: ['English পোস্টের ট্রায়াল ক্লাস ঠিক হয়েছে', '2026-12-01, 18:30-এ (বাংলাদেশ সময়)।'],
  },
  {
    type: 'application.hired',
    params: { student: null, subject: 'English' },
    en: ['Your student hired you for the English job', 'now on My tuitions.'],
    bn: ['আপনার শিক্ষার্থী আপনাকে English পোস্টের জন্য নিয়োগ দিয়েছেন', '“আমার টিউশন” পাতায় আছে।'],
  },
  {
    type: 'application.withdrawn',
    params: { tutor: 'Farhana Akter', subject: 'English' },
    en: [
      'Farhana Akter withdrew an application',
      'withdrew their application to your English job.',
    ],
    bn: ['Farhana Akter একটি আবেদন প্রত্যাহার করেছেন', 'তাঁর আবেদন প্রত্যাহার করেছেন।'],
  },
  ...(['shortlisted', 'rejected', 'closed'] as const).map((status) => ({
    type: `application.${status}` as NotificationType,
    params: { subject: 'English' },
    en: [
      {
        shortlisted: 'You are shortlisted for the English job',
        rejected: 'Your application to the English job',
        closed: 'The English job is closed',
      }[status],
      'English job',
    ],
    bn: [
      {
        shortlisted: 'English পোস্টের সংক্ষিপ্ত তালিকায় আপনি আছেন',
        rejected: 'English পোস্টে আপনার আবেদন',
        closed: 'English পোস্টটি বন্ধ হয়েছে',
      }[status],
      'English পোস্ট',
    ],
  })),
] as Array<{
  type: NotificationType;
  params: NoticeParams;
  en: readonly string[];
  bn: readonly string[];
}>;

describe('renderEmail', () => {
  describe.each(NOTICES)('$type $params', (notice) => {
    const content = { ...emailContentOf(notice), folded: 0 };

    it('is read back to a template of its own, not the plain-text fallback', () => {
      expect(content.code).not.toBe('text');
    });

    it.each(['en', 'bn'] as const)(
      'in %s: subject, text and HTML say what happened, with the link',
      (language) => {
        const [subject, sentence] = notice[language];
        const email = renderEmail(content, language, links);
        expect(email.subject).toBe(subject);
        expect(email.text).toContain(sentence);
        expect(email.text).toContain(`${links.action}\n`);
        expect(email.text).toContain(links.unsubscribe);
        expect(email.html).toContain(`<html lang="${language}">`);
        expect(email.html).toContain(`href="${links.action}"`);
        expect(email.html).toContain(`href="${links.unsubscribe}"`);
        // Names are the reader's data to show, never markup.
        expect(email.html).not.toContain('<b>');
        expect(email.text).not.toMatch(/@|\d{6,}/);
      },
    );
  });

  it('says in the reader’s language how many earlier moves were folded in', () => {
    const content = { ...emailContentOf(NOTICES[1]), folded: 2 };
    expect(renderEmail(content, 'en', links).text).toContain('2 earlier update(s)');
    expect(renderEmail(content, 'bn', links).text).toContain('আগের ২টি খবর');
  });

  it('repeats a text no template knows as written, under a general subject', () => {
    const content = {
      type: 'hire.ended' as const,
      code: 'text',
      params: { text: 'Something new.' },
      folded: 0,
    };
    expect(renderEmail(content, 'en', links)).toMatchObject({ subject: 'News from Tutor Hub' });
    expect(renderEmail(content, 'bn', links).text).toContain('Something new.');
  });

  it("shows a member's message as theirs, via Tutor Hub, with no link a mail client would make", () => {
    const content = {
      type: 'message.unread' as const,
      code: 'conversation.unreadEmail',
      params: {
        sender: 'Rahim',
        text: 'Verify your account at https://tutorhub-login.example/verify or www.evil.com <a href="x">',
      },
      folded: 0,
    };
    const en = renderEmail(content, 'en', links);
    expect(en.subject).toBe('Rahim via Tutor Hub sent you a message');
    expect(en.text).toContain('Rahim via Tutor Hub wrote:');
    expect(en.text).toContain('https[:]//tutorhub-login[.]example/verify or www[.]evil[.]com');
    expect(en.text).toContain('Written by a member, not by Tutor Hub.');
    const bn = renderEmail(content, 'bn', links);
    expect(bn.subject).toBe('টিউটর হাবের মাধ্যমে Rahim আপনাকে একটি মেসেজ পাঠিয়েছেন');
    expect(bn.text).toContain('এটি একজন সদস্যের লেখা, টিউটর হাবের নয়।');
    for (const { text, html } of [en, bn]) {
      for (const part of [text, html]) {
        expect(part).not.toContain('https://tutorhub-login');
        expect(part).not.toContain('www.evil');
      }
      // The only links are the site's own.
      expect([...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href).sort()).toEqual(
        [links.action, links.preferences, links.unsubscribe].sort(),
      );
      expect(html).toContain('&lt;a href=&quot;x&quot;&gt;');
    }
  });
});
