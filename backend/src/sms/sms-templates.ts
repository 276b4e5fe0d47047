import type { Language, MessageParams } from '@tutorhub/contracts';
import { NUMBER_LOCALE, type Params, paramsIn } from '../email/email-templates';
import { smsSegments } from './sms-segments';

/** Parts an SMS may cost at most: its members' words are shortened to fit. */
export const SMS_MAX_PARTS = 2;

type Line = (p: Params) => string;

interface SmsCopy {
  /** Starts every SMS, so the reader knows who writes before the number is saved. */
  from: string;
  notices: Record<string, Line>;
  /** A notice without an SMS line of its own. */
  news: string;
  open: string;
  jobAlert: (count: string, subject: string) => string;
  stop: string;
}

const EN: SmsCopy = {
  from: 'Tutor Hub:',
  notices: {
    'hireNotice.requested': (p) =>
      `${p.party('student')} wants to hire you for ${p.str('subject')}, ${p.num('salary')} BDT/month.`,
    'hireNotice.accepted': (p) => `${p.party('tutor')} accepted your ${p.str('subject')} request.`,
    'hireNotice.declined': (p) => `${p.party('tutor')} declined your ${p.str('subject')} request.`,
    'hireNotice.cancelled': (p) =>
      `${p.party('student')} cancelled the ${p.str('subject')} request.`,
    'hireNotice.ended': (p) => `${p.party('party')} ended the ${p.str('subject')} tuition.`,
    'hireNotice.endedByAdmin': (p) => `An admin ended the ${p.str('subject')} tuition.`,
    'profile.accountRemovedCancelled': (p) =>
      `${p.str('name')} left Tutor Hub: the request was cancelled.`,
    'profile.accountRemovedEnded': (p) => `${p.str('name')} left Tutor Hub: the tuition ended.`,
    'jobNotice.received': (p) =>
      `${p.party('tutor')} applied to your ${p.str('subject')} job, asking ${p.num('salary')} BDT/month.`,
    'jobNotice.shortlisted': (p) => `You are shortlisted for the ${p.str('subject')} job.`,
    'jobNotice.trial': (p) =>
      `Trial class for the ${p.str('subject')} job: ${p.str('date')} at ${p.str('time')}.`,
    'jobNotice.hired': (p) => `${p.party('student')} hired you for the ${p.str('subject')} job.`,
    'jobNotice.applicationRejected': (p) =>
      `Your ${p.str('subject')} application was not taken further.`,
    'jobNotice.withdrawn': (p) => `${p.party('tutor')} withdrew from your ${p.str('subject')} job.`,
    'jobNotice.closed': (p) => `The ${p.str('subject')} job you applied to is closed.`,
  },
  news: 'You have news.',
  open: 'Open',
  jobAlert: (count, subject) =>
    `${count} new ${subject} ${count === '1' ? 'job' : 'jobs'} in your area:`,
  stop: 'STOP',
};

const BN: SmsCopy = {
  from: 'টিউটর হাব:',
  notices: {
    'hireNotice.requested': (p) =>
      `${p.party('student')} ${p.str('subject')} পড়াতে আপনাকে চান, মাসে ${p.num('salary')} টাকা।`,
    'hireNotice.accepted': (p) => `${p.party('tutor')} আপনার ${p.str('subject')} অনুরোধ নিয়েছেন।`,
    'hireNotice.declined': (p) => `${p.party('tutor')} আপনার ${p.str('subject')} অনুরোধ ফিরিয়েছেন।`,
    'hireNotice.cancelled': (p) => `${p.party('student')} ${p.str('subject')} অনুরোধ বাতিল করেছেন।`,
    'hireNotice.ended': (p) => `${p.party('party')} ${p.str('subject')} টিউশন শেষ করেছেন।`,
    'hireNotice.endedByAdmin': (p) => `অ্যাডমিন ${p.str('subject')} টিউশন শেষ করেছেন।`,
    'profile.accountRemovedCancelled': (p) => `${p.str('name')} চলে গেছেন: অনুরোধ বাতিল।`,
    'profile.accountRemovedEnded': (p) => `${p.str('name')} চলে গেছেন: টিউশন শেষ।`,
    'jobNotice.received': (p) =>
      `${p.party('tutor')} আপনার ${p.str('subject')} পোস্টে আবেদন করেছেন, মাসে ${p.num('salary')} টাকা।`,
    'jobNotice.shortlisted': (p) => `${p.str('subject')} পোস্টে আপনি শর্টলিস্টে আছেন।`,
    'jobNotice.trial': (p) => `${p.str('subject')} ডেমো ক্লাস: ${p.str('date')}, ${p.str('time')}।`,
    'jobNotice.hired': (p) => `${p.party('student')} ${p.str('subject')} পোস্টে আপনাকে নিয়েছেন।`,
    'jobNotice.applicationRejected': (p) => `${p.str('subject')} পোস্টে আপনার আবেদন এগোয়নি।`,
    'jobNotice.withdrawn': (p) => `${p.party('tutor')} ${p.str('subject')} আবেদন তুলে নিয়েছেন।`,
    'jobNotice.closed': (p) => `${p.str('subject')} পোস্টটি বন্ধ হয়েছে।`,
  },
  news: 'নতুন খবর আছে।',
  open: 'দেখুন',
  jobAlert: (count, subject) => `${count}টি নতুন ${subject} জব:`,
  stop: 'বন্ধ',
};

const COPY: Record<Language, SmsCopy> = { en: EN, bn: BN };

/** A reason adds nothing an SMS has room for: the screen it links to gives it. */
const WITHOUT_REASON: Record<string, string> = {
  'hireNotice.declinedWithReason': 'hireNotice.declined',
  'hireNotice.cancelledWithReason': 'hireNotice.cancelled',
  'hireNotice.endedWithReason': 'hireNotice.ended',
  'hireNotice.endedByAdminWithReason': 'hireNotice.endedByAdmin',
};

/** The arguments that are members' words (names, subjects), which may be shortened. */
const SHORTENED = ['student', 'tutor', 'party', 'name', 'subject'];
/** No member's word is cut below this. */
const SHORTEST = 6;

/**
 * A link as an SMS shows it: phones link a bare address, and `https://` would take 8 of the
 * 134 characters a two-part Bangla SMS has.
 */
export const shownLink = (url: string) => url.replace(/^https:\/\//, '');

/**
 * Renders `write` with the arguments, cutting the longest member's word a character at a time
 * (ending it in "..") until the SMS costs at most two parts: a 100-character name cannot make
 * an SMS of five.
 */
function fitted(params: MessageParams, write: (values: MessageParams) => string): string {
  const values: MessageParams = { ...params };
  let text = write(values);
  while (smsSegments(text).parts > SMS_MAX_PARTS) {
    const longest = SHORTENED.filter((name) => typeof values[name] === 'string').sort(
      (a, b) => String(values[b]).length - String(values[a]).length,
    )[0];
    const value = longest ? String(values[longest]) : '';
    if (value.length <= SHORTEST) {
      break;
    }
    values[longest] = `${value.replace(/\.*$/, '').slice(0, value.length - 3)}..`;
    text = write(values);
  }
  return text;
}

/** The SMS of a notice (its message code and arguments) in `language`, ending in its link. */
export function renderSms(
  code: string,
  params: MessageParams,
  language: Language,
  link: string,
): string {
  const copy = COPY[language];
  const own = WITHOUT_REASON[code] ?? code;
  const line = Object.hasOwn(copy.notices, own) ? copy.notices[own] : undefined;
  return fitted(params, (values) => {
    const said = line ? line(paramsIn(language, values)) : copy.news;
    return `${copy.from} ${said} ${copy.open}: ${shownLink(link)}`;
  });
}

/** The tutors' daily job alert: how many new jobs in their subject and area, and STOP. */
export function renderJobAlert(
  alert: { count: number; subject: string },
  language: Language,
  links: { jobs: string; stop: string },
): string {
  const copy = COPY[language];
  const count = new Intl.NumberFormat(NUMBER_LOCALE[language]).format(alert.count);
  return fitted({ subject: alert.subject }, (values) => {
    const subject = paramsIn(language, values).str('subject');
    return (
      `${copy.from} ${copy.jobAlert(count, subject)} ${shownLink(links.jobs)} ` +
      `${copy.stop}: ${shownLink(links.stop)}`
    );
  });
}
