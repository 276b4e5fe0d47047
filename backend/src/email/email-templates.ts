import {
  HIRE_NOTICES,
  HIRE_REASON_LABELS,
  type EmailType,
  type HireReason,
  JOB_REJECT_REASON_LABELS,
  type JobRejectReason,
  type Language,
  type MessageParams,
  VERIFICATION_REJECT_REASON_LABELS,
  type VerificationRejectReason,
} from '@tutorhub/contracts';
import { type EmailContent, PLAIN_TEXT_CODE } from './email-content';
import { unlinked } from './member-text';

/**
 * The screen an email's button opens: the reader's tuitions, reviews, jobs, applications,
 * the conversation with an unread message, or a tutor's verification documents.
 */
export type EmailAction =
  'tuitions' | 'reviews' | 'jobs' | 'applications' | 'messages' | 'verification';

/** Where the reader acts on an email of `type`. */
export function actionOf(type: EmailType): EmailAction {
  switch (type) {
    case 'review.received':
      return 'reviews';
    case 'message.unread':
      return 'messages';
    case 'job.approved':
    case 'job.rejected':
    case 'application.received':
    case 'application.withdrawn':
      return 'jobs';
    case 'application.shortlisted':
    case 'application.trial':
    case 'application.rejected':
    case 'application.closed':
      return 'applications';
    case 'verification.rejected':
      return 'verification';
    default:
      return 'tuitions';
  }
}

/** Where an email's links go. */
export interface EmailLinks {
  /** The screen where the reader acts on it. */
  action: string;
  /** One click, no sign-in: no more emails of this kind. */
  unsubscribe: string;
  /** The reader's email settings on their profile. */
  preferences: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** An email's headline (its subject) and the sentence that tells what happened. */
interface Notice {
  subject: string;
  line: string;
  /** What a member wrote, quoted apart from the site's words and marked as theirs. */
  quote?: string;
}

type NoticeWriter = (p: Params) => Notice;

/** The arguments of a notice, read as the templates need them. */
export interface Params {
  str(name: string): string;
  num(name: string): string;
  /** A party's name, or the stand-in for one whose account is gone, in the reader's language. */
  party(name: string): string;
  reason(): string;
  /** The reason an admin rejected a job, in the reader's language. */
  jobReason(): string;
  /** The reason an admin rejected verification documents, in the reader's language. */
  verificationReason(): string;
}

interface Copy {
  notices: Record<string, NoticeWriter>;
  plainSubject: string;
  actions: Record<EmailAction, string>;
  folded: (count: string) => string;
  unsubscribe: string;
  preferences: string;
  footer: string;
  reasons: Record<HireReason, string>;
  jobReasons: Record<JobRejectReason, string>;
  verificationReasons: Record<VerificationRejectReason, string>;
  someTutor: string;
  someStudent: string;
  /** Below a member's words: who wrote them, and that the site asks for no password. */
  memberNote: string;
}

const EN: Copy = {
  notices: {
    'hireNotice.requested': (p) => ({
      subject: `New hire request from ${p.party('student')} for ${p.str('subject')}`,
      line:
        `${p.party('student')} asked to hire you for ${p.str('subject')} (${p.str('classLevel')}), ` +
        `${p.num('days')} days a week, ${p.num('salary')} BDT a month.`,
    }),
    'hireNotice.accepted': (p) => ({
      subject: `${p.party('tutor')} accepted your request for ${p.str('subject')}`,
      line:
        `${p.party('tutor')} accepted your request for ${p.str('subject')}. ` +
        'Their phone number and email are now on My tuitions.',
    }),
    'hireNotice.declined': (p) => ({
      subject: `${p.party('tutor')} declined your request for ${p.str('subject')}`,
      line: `${p.party('tutor')} declined your request for ${p.str('subject')}.`,
    }),
    'hireNotice.declinedWithReason': (p) => ({
      subject: `${p.party('tutor')} declined your request for ${p.str('subject')}`,
      line: `${p.party('tutor')} declined your request for ${p.str('subject')}. Reason: ${p.reason()}.`,
    }),
    'hireNotice.cancelled': (p) => ({
      subject: `${p.party('student')} cancelled the request for ${p.str('subject')}`,
      line: `${p.party('student')} cancelled the request for ${p.str('subject')}.`,
    }),
    'hireNotice.cancelledWithReason': (p) => ({
      subject: `${p.party('student')} cancelled the request for ${p.str('subject')}`,
      line: `${p.party('student')} cancelled the request for ${p.str('subject')}. Reason: ${p.reason()}.`,
    }),
    'hireNotice.ended': (p) => ({
      subject: `The ${p.str('subject')} tuition has ended`,
      line: `${p.party('party')} ended the ${p.str('subject')} tuition.`,
    }),
    'hireNotice.endedWithReason': (p) => ({
      subject: `The ${p.str('subject')} tuition has ended`,
      line: `${p.party('party')} ended the ${p.str('subject')} tuition. Reason: ${p.reason()}.`,
    }),
    'hireNotice.endedByAdmin': (p) => ({
      subject: `The ${p.str('subject')} tuition has ended`,
      line: `An admin ended the ${p.str('subject')} tuition.`,
    }),
    'hireNotice.endedByAdminWithReason': (p) => ({
      subject: `The ${p.str('subject')} tuition has ended`,
      line: `An admin ended the ${p.str('subject')} tuition. Reason: ${p.reason()}.`,
    }),
    'profile.accountRemovedCancelled': (p) => ({
      subject: 'A hire request was cancelled',
      line: `${p.str('name')} deleted their account: the hire request was cancelled.`,
    }),
    'profile.accountRemovedEnded': (p) => ({
      subject: 'A tuition has ended',
      line: `${p.str('name')} deleted their account: the tuition has ended.`,
    }),
    'jobNotice.approved': (p) => ({
      subject: `Your ${p.str('subject')} job is open to tutors`,
      line: `Your ${p.str('subject')} job (${p.str('classLevel')}) is approved: tutors can apply for 30 days.`,
    }),
    'jobNotice.rejected': (p) => ({
      subject: `Your ${p.str('subject')} job was not approved`,
      line: `Your ${p.str('subject')} job (${p.str('classLevel')}) was not approved. Reason: ${p.jobReason()}.`,
    }),
    'jobNotice.received': (p) => ({
      subject: `${p.party('tutor')} applied to your ${p.str('subject')} job`,
      line: `${p.party('tutor')} applied to your ${p.str('subject')} job, asking ${p.num('salary')} BDT a month.`,
    }),
    'jobNotice.shortlisted': (p) => ({
      subject: `You are shortlisted for the ${p.str('subject')} job`,
      line: `You are shortlisted for the ${p.str('subject')} job.`,
    }),
    'jobNotice.trial': (p) => ({
      subject: `Trial class set for the ${p.str('subject')} job`,
      line: `A trial class for the ${p.str('subject')} job is set for ${p.str('date')} at ${p.str('time')} (Bangladesh time).`,
    }),
    'jobNotice.hired': (p) => ({
      subject: `${p.party('student')} hired you for the ${p.str('subject')} job`,
      line:
        `${p.party('student')} hired you for the ${p.str('subject')} job. ` +
        'Their phone number and email are now on My tuitions.',
    }),
    'jobNotice.applicationRejected': (p) => ({
      subject: `Your application to the ${p.str('subject')} job`,
      line: `Your application to the ${p.str('subject')} job was not taken further.`,
    }),
    'jobNotice.withdrawn': (p) => ({
      subject: `${p.party('tutor')} withdrew an application`,
      line: `${p.party('tutor')} withdrew their application to your ${p.str('subject')} job.`,
    }),
    'jobNotice.closed': (p) => ({
      subject: `The ${p.str('subject')} job is closed`,
      line: `The ${p.str('subject')} job you applied to is closed.`,
    }),
    'profile.reviewReceived': (p) => ({
      subject: `${p.str('student')} rated you ${p.num('rating')} out of 5`,
      line: `${p.str('student')} rated you ${p.num('rating')} out of 5.`,
    }),
    'verificationNotice.rejected': (p) => ({
      subject: 'Your verification documents were not approved',
      line: `Your verification documents were not approved (${p.verificationReason()}). Please upload them again from your profile.`,
    }),
    'verificationNotice.rejectedWithNote': (p) => ({
      subject: 'Your verification documents were not approved',
      line: `Your verification documents were not approved (${p.verificationReason()}). Please upload them again from your profile. The admin wrote:`,
      quote: p.str('note'),
    }),
    'conversation.unreadEmail': (p) => ({
      subject: `${p.party('sender')} via Tutor Hub sent you a message`,
      line: `${p.party('sender')} via Tutor Hub wrote:`,
      quote: p.str('text'),
    }),
  },
  plainSubject: 'News from Tutor Hub',
  actions: {
    tuitions: 'Open My tuitions',
    reviews: 'See your reviews',
    jobs: 'Open My jobs',
    applications: 'Open My applications',
    messages: 'Reply on Tutor Hub',
    verification: 'Open your verification',
  },
  folded: (count) => `${count} earlier update(s) on this tuition are on My tuitions too.`,
  unsubscribe: 'Stop these emails',
  preferences: 'Email settings',
  footer: 'You get this email because you have an account on Tutor Hub.',
  reasons: HIRE_REASON_LABELS,
  jobReasons: JOB_REJECT_REASON_LABELS,
  verificationReasons: VERIFICATION_REJECT_REASON_LABELS,
  someTutor: HIRE_NOTICES.someTutor,
  someStudent: HIRE_NOTICES.someStudent,
  memberNote:
    'Written by a member, not by Tutor Hub. Links in it are shown unlinked; ' +
    'Tutor Hub never asks for your password or a payment by email.',
};

const BN: Copy = {
  notices: {
    'hireNotice.requested': (p) => ({
      subject: `${p.party('student')} আপনাকে ${p.str('subject')} পড়ানোর অনুরোধ পাঠিয়েছেন`,
      line:
        `${p.party('student')} আপনাকে ${p.str('subject')} (${p.str('classLevel')}) পড়ানোর জন্য ` +
        `নিয়োগ দিতে চান: সপ্তাহে ${p.num('days')} দিন, মাসে ${p.num('salary')} টাকা।`,
    }),
    'hireNotice.accepted': (p) => ({
      subject: `${p.party('tutor')} আপনার ${p.str('subject')} পড়ানোর অনুরোধ গ্রহণ করেছেন`,
      line:
        `${p.party('tutor')} আপনার ${p.str('subject')} পড়ানোর অনুরোধ গ্রহণ করেছেন। ` +
        'তাঁর ফোন নম্বর ও ইমেইল এখন “আমার টিউশন” পাতায় আছে।',
    }),
    'hireNotice.declined': (p) => ({
      subject: `${p.party('tutor')} আপনার ${p.str('subject')} পড়ানোর অনুরোধ ফিরিয়ে দিয়েছেন`,
      line: `${p.party('tutor')} আপনার ${p.str('subject')} পড়ানোর অনুরোধ ফিরিয়ে দিয়েছেন।`,
    }),
    'hireNotice.declinedWithReason': (p) => ({
      subject: `${p.party('tutor')} আপনার ${p.str('subject')} পড়ানোর অনুরোধ ফিরিয়ে দিয়েছেন`,
      line:
        `${p.party('tutor')} আপনার ${p.str('subject')} পড়ানোর অনুরোধ ফিরিয়ে দিয়েছেন। ` +
        `কারণ: ${p.reason()}।`,
    }),
    'hireNotice.cancelled': (p) => ({
      subject: `${p.party('student')} ${p.str('subject')} পড়ানোর অনুরোধটি বাতিল করেছেন`,
      line: `${p.party('student')} ${p.str('subject')} পড়ানোর অনুরোধটি বাতিল করেছেন।`,
    }),
    'hireNotice.cancelledWithReason': (p) => ({
      subject: `${p.party('student')} ${p.str('subject')} পড়ানোর অনুরোধটি বাতিল করেছেন`,
      line:
        `${p.party('student')} ${p.str('subject')} পড়ানোর অনুরোধটি বাতিল করেছেন। ` +
        `কারণ: ${p.reason()}।`,
    }),
    'hireNotice.ended': (p) => ({
      subject: `${p.str('subject')} টিউশনটি শেষ হয়েছে`,
      line: `${p.party('party')} ${p.str('subject')} টিউশনটি শেষ করেছেন।`,
    }),
    'hireNotice.endedWithReason': (p) => ({
      subject: `${p.str('subject')} টিউশনটি শেষ হয়েছে`,
      line: `${p.party('party')} ${p.str('subject')} টিউশনটি শেষ করেছেন। কারণ: ${p.reason()}।`,
    }),
    'hireNotice.endedByAdmin': (p) => ({
      subject: `${p.str('subject')} টিউশনটি শেষ হয়েছে`,
      line: `একজন অ্যাডমিন ${p.str('subject')} টিউশনটি শেষ করেছেন।`,
    }),
    'hireNotice.endedByAdminWithReason': (p) => ({
      subject: `${p.str('subject')} টিউশনটি শেষ হয়েছে`,
      line: `একজন অ্যাডমিন ${p.str('subject')} টিউশনটি শেষ করেছেন। কারণ: ${p.reason()}।`,
    }),
    'profile.accountRemovedCancelled': (p) => ({
      subject: 'একটি নিয়োগের অনুরোধ বাতিল হয়েছে',
      line: `${p.str('name')} তাঁর অ্যাকাউন্ট মুছে ফেলেছেন: নিয়োগের অনুরোধটি বাতিল হয়েছে।`,
    }),
    'profile.accountRemovedEnded': (p) => ({
      subject: 'একটি টিউশন শেষ হয়েছে',
      line: `${p.str('name')} তাঁর অ্যাকাউন্ট মুছে ফেলেছেন: টিউশনটি শেষ হয়েছে।`,
    }),
    'jobNotice.approved': (p) => ({
      subject: `আপনার ${p.str('subject')} পোস্টটি শিক্ষকদের জন্য খোলা`,
      line: `আপনার ${p.str('subject')} পোস্টটি (${p.str('classLevel')}) অনুমোদিত হয়েছে: ৩০ দিন শিক্ষকেরা আবেদন করতে পারবেন।`,
    }),
    'jobNotice.rejected': (p) => ({
      subject: `আপনার ${p.str('subject')} পোস্টটি অনুমোদিত হয়নি`,
      line: `আপনার ${p.str('subject')} পোস্টটি (${p.str('classLevel')}) অনুমোদিত হয়নি। কারণ: ${p.jobReason()}।`,
    }),
    'jobNotice.received': (p) => ({
      subject: `${p.party('tutor')} আপনার ${p.str('subject')} পোস্টে আবেদন করেছেন`,
      line: `${p.party('tutor')} আপনার ${p.str('subject')} পোস্টে আবেদন করেছেন, মাসে ${p.num('salary')} টাকা চেয়ে।`,
    }),
    'jobNotice.shortlisted': (p) => ({
      subject: `${p.str('subject')} পোস্টের সংক্ষিপ্ত তালিকায় আপনি আছেন`,
      line: `${p.str('subject')} পোস্টের সংক্ষিপ্ত তালিকায় আপনি আছেন।`,
    }),
    'jobNotice.trial': (p) => ({
      subject: `${p.str('subject')} পোস্টের ট্রায়াল ক্লাস ঠিক হয়েছে`,
      line: `${p.str('subject')} পোস্টের ট্রায়াল ক্লাস ঠিক হয়েছে ${p.str('date')}, ${p.str('time')}-এ (বাংলাদেশ সময়)।`,
    }),
    'jobNotice.hired': (p) => ({
      subject: `${p.party('student')} আপনাকে ${p.str('subject')} পোস্টের জন্য নিয়োগ দিয়েছেন`,
      line:
        `${p.party('student')} আপনাকে ${p.str('subject')} পোস্টের জন্য নিয়োগ দিয়েছেন। ` +
        'তাঁর ফোন নম্বর ও ইমেইল এখন “আমার টিউশন” পাতায় আছে।',
    }),
    'jobNotice.applicationRejected': (p) => ({
      subject: `${p.str('subject')} পোস্টে আপনার আবেদন`,
      line: `${p.str('subject')} পোস্টে আপনার আবেদনটি আর এগোয়নি।`,
    }),
    'jobNotice.withdrawn': (p) => ({
      subject: `${p.party('tutor')} একটি আবেদন প্রত্যাহার করেছেন`,
      line: `${p.party('tutor')} আপনার ${p.str('subject')} পোস্ট থেকে তাঁর আবেদন প্রত্যাহার করেছেন।`,
    }),
    'jobNotice.closed': (p) => ({
      subject: `${p.str('subject')} পোস্টটি বন্ধ হয়েছে`,
      line: `আপনি যে ${p.str('subject')} পোস্টে আবেদন করেছিলেন সেটি বন্ধ হয়ে গেছে।`,
    }),
    'profile.reviewReceived': (p) => ({
      subject: `${p.str('student')} আপনাকে ৫-এর মধ্যে ${p.num('rating')} রেটিং দিয়েছেন`,
      line: `${p.str('student')} আপনাকে ৫-এর মধ্যে ${p.num('rating')} রেটিং দিয়েছেন।`,
    }),
    'verificationNotice.rejected': (p) => ({
      subject: 'আপনার যাচাইয়ের কাগজপত্র অনুমোদিত হয়নি',
      line: `আপনার যাচাইয়ের কাগজপত্র অনুমোদিত হয়নি (${p.verificationReason()})। আপনার প্রোফাইল থেকে আবার আপলোড করুন।`,
    }),
    'verificationNotice.rejectedWithNote': (p) => ({
      subject: 'আপনার যাচাইয়ের কাগজপত্র অনুমোদিত হয়নি',
      line: `আপনার যাচাইয়ের কাগজপত্র অনুমোদিত হয়নি (${p.verificationReason()})। আপনার প্রোফাইল থেকে আবার আপলোড করুন। অ্যাডমিন লিখেছেন:`,
      quote: p.str('note'),
    }),
    'conversation.unreadEmail': (p) => ({
      subject: `টিউটর হাবের মাধ্যমে ${p.party('sender')} আপনাকে একটি মেসেজ পাঠিয়েছেন`,
      line: `টিউটর হাবের মাধ্যমে ${p.party('sender')} লিখেছেন:`,
      quote: p.str('text'),
    }),
  },
  plainSubject: 'টিউটর হাব থেকে নতুন খবর',
  actions: {
    tuitions: '“আমার টিউশন” খুলুন',
    reviews: 'আপনার রিভিউ দেখুন',
    jobs: '“আমার পোস্ট” খুলুন',
    applications: '“আমার আবেদন” খুলুন',
    messages: 'টিউটর হাবে উত্তর দিন',
    verification: 'আপনার যাচাই খুলুন',
  },
  folded: (count) => `এই টিউশনের আগের ${count}টি খবরও “আমার টিউশন” পাতায় আছে।`,
  unsubscribe: 'এ ধরনের ইমেইল বন্ধ করুন',
  preferences: 'ইমেইল সেটিংস',
  footer: 'টিউটর হাবে আপনার অ্যাকাউন্ট আছে বলে আপনি এই ইমেইল পেয়েছেন।',
  reasons: {
    schedule: 'সময়সূচি মিলছে না',
    salary: 'বেতন মিলছে না',
    distance: 'দূরত্ব অনেক বেশি',
    subject: 'বিষয় বা স্তর মিলছে না',
    'found-another': 'অন্য কাউকে পাওয়া গেছে',
    'no-longer-needed': 'আর দরকার নেই',
    'no-show': 'অপর পক্ষ আসেননি',
    other: 'অন্য কোনো কারণ',
  },
  jobReasons: {
    'contact-details': 'এতে যোগাযোগের তথ্য আছে',
    incomplete: 'এটি অসম্পূর্ণ',
    duplicate: 'এটি অন্য একটি পোস্টের পুনরাবৃত্তি',
    'not-tuition': 'এটি টিউশনের প্রয়োজন নয়',
    other: 'অন্য কোনো কারণ',
  },
  verificationReasons: {
    unreadable: 'কাগজপত্র পড়া যাচ্ছে না',
    mismatch: 'কাগজপত্র আপনার প্রোফাইলের সঙ্গে মিলছে না',
    'expired-document': 'একটি কাগজের মেয়াদ শেষ হয়ে গেছে',
    'not-a-document': 'একটি ফাইল পরিচয়পত্র নয়',
    other: 'অন্য কোনো কারণ',
  },
  someTutor: 'আপনার শিক্ষক',
  someStudent: 'আপনার শিক্ষার্থী',
  memberNote:
    'এটি একজন সদস্যের লেখা, টিউটর হাবের নয়। এর লিংকগুলো ক্লিকযোগ্য করে দেখানো হয়নি; ' +
    'টিউটর হাব কখনো ইমেইলে আপনার পাসওয়ার্ড বা টাকা চায় না।',
};

const COPY: Record<Language, Copy> = { en: EN, bn: BN };
export const NUMBER_LOCALE: Record<Language, string> = { en: 'en-US', bn: 'bn-BD' };

/** The job rejection reason whose English label a notice carries. */
const JOB_REASON_BY_LABEL = new Map<string, JobRejectReason>(
  Object.entries(JOB_REJECT_REASON_LABELS).map(([reason, label]) => [
    label,
    reason as JobRejectReason,
  ]),
);

/** The verification rejection reason whose English label a notice carries. */
const VERIFICATION_REASON_BY_LABEL = new Map<string, VerificationRejectReason>(
  Object.entries(VERIFICATION_REJECT_REASON_LABELS).map(([reason, label]) => [
    label,
    reason as VerificationRejectReason,
  ]),
);

/** The hire reason whose English label a notice carries. */
const REASON_BY_LABEL = new Map<string, HireReason>(
  Object.entries(HIRE_REASON_LABELS).map(([reason, label]) => [label, reason as HireReason]),
);

/** A notice's arguments in `language`: names unlinked, stand-ins, reasons and numbers. */
export function paramsIn(language: Language, params: MessageParams): Params {
  const copy = COPY[language];
  const numbers = new Intl.NumberFormat(NUMBER_LOCALE[language]);
  // Every text argument is a member's words or the site's own labels: none may become a link.
  const str = (name: string) => unlinked(String(params[name] ?? ''));
  return {
    str,
    num: (name) => numbers.format(Number(params[name] ?? 0)),
    party: (name) => {
      const value = str(name);
      if (value === HIRE_NOTICES.someTutor) {
        return copy.someTutor;
      }
      return value === HIRE_NOTICES.someStudent ? copy.someStudent : value;
    },
    reason: () => {
      const reason = REASON_BY_LABEL.get(str('reason'));
      return reason ? copy.reasons[reason] : str('reason');
    },
    jobReason: () => {
      const reason = JOB_REASON_BY_LABEL.get(str('reason'));
      return reason ? copy.jobReasons[reason] : str('reason');
    },
    verificationReason: () => {
      const reason = VERIFICATION_REASON_BY_LABEL.get(str('reason'));
      return reason ? copy.verificationReasons[reason] : str('reason');
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The email of a notice in `language`: a subject that says what happened, and the same words
 * as plain text and HTML with a link to where the reader acts. It names parties only by the
 * names the notice carries, never their phone or email.
 */
export function renderEmail(
  content: EmailContent & { folded: number },
  language: Language,
  links: EmailLinks,
): RenderedEmail {
  const copy = COPY[language];
  const params = paramsIn(language, content.params);
  const write = Object.hasOwn(copy.notices, content.code) ? copy.notices[content.code] : undefined;
  const notice: Notice =
    write && content.code !== PLAIN_TEXT_CODE
      ? write(params)
      : { subject: copy.plainSubject, line: '', quote: params.str('text') };
  const action = copy.actions[actionOf(content.type)];
  const lines = [
    ...(notice.line ? [notice.line] : []),
    ...(content.folded > 0
      ? [copy.folded(new Intl.NumberFormat(NUMBER_LOCALE[language]).format(content.folded))]
      : []),
  ];
  return layout(language, notice.subject, lines, action, links, notice.quote);
}

/** A job as the daily digest lists it. */
export interface DigestJob {
  subject: string;
  classLevel: string;
  location: string;
  daysPerWeek: number;
  salaryMin: number;
  salaryMax: number;
}

const DIGEST_COPY: Record<
  Language,
  {
    subject: (count: string) => string;
    intro: string;
    job: (job: DigestJob, num: (n: number) => string) => string;
    action: string;
  }
> = {
  en: {
    subject: (count) => `New tuition jobs for you: ${count}`,
    intro: 'Jobs approved in the last 24 hours in your subject and area:',
    job: (job, num) =>
      `${job.subject}, ${job.classLevel}, ${job.location}: ${num(job.salaryMin)}–` +
      `${num(job.salaryMax)} BDT a month, ${num(job.daysPerWeek)} days a week`,
    action: 'See the job board',
  },
  bn: {
    subject: (count) => `আপনার জন্য ${count}টি নতুন টিউশন জব`,
    intro: 'গত ২৪ ঘণ্টায় অনুমোদিত, আপনার বিষয় ও এলাকার জব:',
    job: (job, num) =>
      `${job.subject}, ${job.classLevel}, ${job.location}: মাসে ${num(job.salaryMin)}–` +
      `${num(job.salaryMax)} টাকা, সপ্তাহে ${num(job.daysPerWeek)} দিন`,
    action: 'জব বোর্ড দেখুন',
  },
};

/** The daily email of new jobs for a tutor, in `language`, one line a job. */
export function renderJobDigest(
  jobs: readonly DigestJob[],
  language: Language,
  links: EmailLinks,
): RenderedEmail {
  const copy = DIGEST_COPY[language];
  const numbers = new Intl.NumberFormat(NUMBER_LOCALE[language]);
  const num = (n: number) => numbers.format(n);
  const lines = [
    copy.intro,
    ...jobs.map((job) => {
      const written = {
        ...job,
        subject: unlinked(job.subject),
        classLevel: unlinked(job.classLevel),
        location: unlinked(job.location),
      };
      return `• ${copy.job(written, num)}`;
    }),
  ];
  return layout(language, copy.subject(num(jobs.length)), lines, copy.action, links);
}

/**
 * An email's text and HTML: its lines, a member's words quoted with the note that they are the
 * member's, the button, the footer with the two links. The quote is plain text in both parts.
 */
function layout(
  language: Language,
  subject: string,
  lines: readonly string[],
  action: string,
  links: EmailLinks,
  quote?: string,
): RenderedEmail {
  const copy = COPY[language];
  const quoted = quote === undefined ? [] : [`> ${quote.replace(/\n/g, '\n> ')}`, copy.memberNote];
  const text = [
    ...lines,
    ...quoted,
    '',
    `${action}: ${links.action}`,
    '',
    '--',
    copy.footer,
    `${copy.preferences}: ${links.preferences}`,
    `${copy.unsubscribe}: ${links.unsubscribe}`,
    '',
  ].join('\n');
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(subject)}</title></head>` +
    '<body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">' +
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    (quote === undefined
      ? ''
      : '<blockquote style="margin:0 0 8px;padding:8px 12px;border-left:3px solid #999;' +
        `white-space:pre-wrap">${escapeHtml(quote)}</blockquote>` +
        `<p style="font-size:12px;color:#555">${escapeHtml(copy.memberNote)}</p>`) +
    `<p><a href="${escapeHtml(links.action)}" style="display:inline-block;padding:10px 16px;` +
    `background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>` +
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(copy.footer)}<br>` +
    `<a href="${escapeHtml(links.preferences)}">${escapeHtml(copy.preferences)}</a> · ` +
    `<a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(copy.unsubscribe)}</a></p>` +
    '</body></html>';
  return { subject, text, html };
}
