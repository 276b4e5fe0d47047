import type { EmailTopic, Language } from '@tutorhub/contracts';

interface PageCopy {
  title: string;
  ask: (topic: string) => string;
  button: string;
  done: (topic: string) => string;
  settings: string;
  invalid: string;
  topics: Record<EmailTopic, string>;
}

const COPY: Record<Language, PageCopy> = {
  en: {
    title: 'Tutor Hub email',
    ask: (topic) => `Stop emails about ${topic}?`,
    button: 'Stop these emails',
    done: (topic) => `You will get no more emails about ${topic}.`,
    settings: 'Turn them on again in your profile’s email settings',
    invalid: 'This unsubscribe link is not valid.',
    topics: {
      hires: 'your hire requests and tuitions',
      reviews: 'new reviews',
      messages: 'unread messages',
      jobDigest: 'new tuition jobs for you',
    },
  },
  bn: {
    title: 'টিউটর হাবের ইমেইল',
    ask: (topic) => `${topic} নিয়ে ইমেইল বন্ধ করবেন?`,
    button: 'এ ধরনের ইমেইল বন্ধ করুন',
    done: (topic) => `${topic} নিয়ে আপনি আর কোনো ইমেইল পাবেন না।`,
    settings: 'প্রোফাইলের ইমেইল সেটিংসে আবার চালু করতে পারবেন',
    invalid: 'এই আনসাবস্ক্রাইব লিংকটি সঠিক নয়।',
    topics: {
      hires: 'আপনার নিয়োগের অনুরোধ ও টিউশন',
      reviews: 'নতুন রিভিউ',
      messages: 'না-পড়া মেসেজ',
      jobDigest: 'আপনার জন্য নতুন টিউশন জব',
    },
  },
};

const page = (language: Language, body: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
  '<meta name="viewport" content="width=device-width,initial-scale=1">' +
  `<title>${COPY[language].title}</title></head><body>${body}</body></html>`;

/**
 * The page of an unsubscribe link: a button (a POST), so a mail scanner that opens every link
 * unsubscribes nobody; mail apps use the List-Unsubscribe-Post one-click POST instead.
 */
export function confirmPage(language: Language, topic: EmailTopic, action: string): string {
  const copy = COPY[language];
  return page(
    language,
    `<h1>${copy.ask(copy.topics[topic])}</h1>` +
      `<form method="post" action="${action.replace(/"/g, '&quot;')}">` +
      `<button type="submit">${copy.button}</button></form>`,
  );
}

export function donePage(language: Language, topic: EmailTopic, settingsUrl: string): string {
  const copy = COPY[language];
  return page(
    language,
    `<h1>${copy.done(copy.topics[topic])}</h1>` +
      `<p><a href="${settingsUrl.replace(/"/g, '&quot;')}">${copy.settings}</a></p>`,
  );
}

export function invalidPage(): string {
  return page('en', `<h1>${COPY.en.invalid}</h1><p lang="bn">${COPY.bn.invalid}</p>`);
}
