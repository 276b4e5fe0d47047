import { NOTIFICATION_TYPES, type NotificationType, noticeMessage } from '@tutorhub/contracts';
import { smsKindOf } from './sms-kinds';
import { smsSegments } from './sms-segments';
import { renderJobAlert, renderSms, shownLink, SMS_MAX_PARTS } from './sms-templates';

const APP = 'https://tutorhub.com.bd';
/** A 24-character id, the longest a link of ours carries. */
const ID = 'a1b2c3d4e5f6a7b8c9d0e1f2';
/** The longest screen an SMS links to. */
const LINK = `${APP}/applications`;
const SHOWN = 'tutorhub.com.bd/applications';
const STOP = `${APP}/api/sms/stop?t=${'A'.repeat(34)}`;

/** The longest realistic values: long Bangladeshi names in both scripts, the longest subject. */
const LONGEST = {
  en: {
    student: 'Mohammad Abdullah Al Mamun Chowdhury',
    tutor: 'Syeda Farhana Rahman Chowdhury Nabila',
  },
  bn: {
    student: 'মোহাম্মদ আব্দুল্লাহ আল মামুন চৌধুরী',
    tutor: 'সৈয়দা ফারহানা রহমান চৌধুরী নাবিলা',
  },
};
const SUBJECT = 'Environmental Science';

const SMS_TYPES = NOTIFICATION_TYPES.filter((type) => smsKindOf(type));

const paramsOf = (names: { student: string; tutor: string }) => ({
  ...names,
  subject: SUBJECT,
  classLevel: 'HSC 2nd year (Science)',
  days: 7,
  salary: 1_000_000,
  reason: 'no-longer-needed' as const,
  by: 'tutor' as const,
  jobId: ID,
  applicationId: ID,
  trialAt: '2026-12-31T17:45:00.000Z',
});

describe('SMS templates', () => {
  const rows: Array<[NotificationType, 'en' | 'bn', 'en' | 'bn']> = SMS_TYPES.flatMap((type) =>
    (['en', 'bn'] as const).flatMap((language) =>
      (['en', 'bn'] as const).map(
        (names) => [type, language, names] as [NotificationType, 'en' | 'bn', 'en' | 'bn'],
      ),
    ),
  );

  it.each(rows)('%s in %s (names in %s script) fits in two parts', (type, language, names) => {
    const { code, params } = noticeMessage(type, paramsOf(LONGEST[names]));
    const text = renderSms(code, params, language, LINK);
    expect(smsSegments(text).parts).toBeLessThanOrEqual(SMS_MAX_PARTS);
    expect(text).toMatch(language === 'en' ? /^Tutor Hub: / : /^টিউটর হাব: /);
    expect(text.endsWith(SHOWN)).toBe(true);
  });

  it('says what happened in the reader’s language, with Bengali digits in Bangla', () => {
    const { code, params } = noticeMessage(
      'hire.requested',
      paramsOf({ student: 'Rahim', tutor: 'Karim' }),
    );
    expect(renderSms(code, params, 'en', `${APP}/tuitions`)).toBe(
      `Tutor Hub: Rahim wants to hire you for ${SUBJECT}, 1,000,000 BDT/month. Open: tutorhub.com.bd/tuitions`,
    );
    expect(renderSms(code, params, 'bn', `${APP}/tuitions`)).toBe(
      `টিউটর হাব: Rahim ${SUBJECT} পড়াতে আপনাকে চান, মাসে ১০,০০,০০০ টাকা। দেখুন: tutorhub.com.bd/tuitions`,
    );
  });

  it('says the trial class’s day and time in Bangladesh time', () => {
    const { code, params } = noticeMessage('application.trial', paramsOf(LONGEST.en));
    expect(renderSms(code, params, 'en', LINK)).toContain('2026-12-31 at 23:45');
  });

  it('keeps the scheme of a link that is not https (a local APP_URL)', () => {
    expect(shownLink('http://localhost:3000/tuitions')).toBe('http://localhost:3000/tuitions');
    expect(shownLink('https://tutorhub.com.bd/jobs')).toBe('tutorhub.com.bd/jobs');
  });

  it('shortens a member’s overlong name rather than going over two parts', () => {
    const { code, params } = noticeMessage(
      'hire.requested',
      paramsOf({ student: 'ক'.repeat(100), tutor: 'x' }),
    );
    const text = renderSms(code, params, 'bn', LINK);
    expect(smsSegments(text).parts).toBe(2);
    expect(text).toContain('..');
  });

  it.each(['en', 'bn'] as const)(
    'the job alert in %s fits in two parts with its STOP link',
    (language) => {
      const text = renderJobAlert({ count: 10, subject: SUBJECT }, language, {
        jobs: `${APP}/jobs`,
        stop: STOP,
      });
      expect(smsSegments(text).parts).toBeLessThanOrEqual(SMS_MAX_PARTS);
      expect(text.endsWith(shownLink(STOP))).toBe(true);
      expect(text).toContain('tutorhub.com.bd/jobs ');
    },
  );

  it('says one job, or how many jobs, in English', () => {
    const links = { jobs: `${APP}/jobs`, stop: STOP };
    expect(renderJobAlert({ count: 1, subject: 'Physics' }, 'en', links)).toMatch(
      /^Tutor Hub: 1 new Physics job in your area: /,
    );
    expect(renderJobAlert({ count: 2, subject: 'Physics' }, 'en', links)).toMatch(
      /^Tutor Hub: 2 new Physics jobs in your area: /,
    );
  });
});
