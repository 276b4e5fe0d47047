import type { Language } from '@tutorhub/contracts';

const COPY: Record<
  Language,
  { title: string; ask: string; button: string; done: string; settings: string; invalid: string }
> = {
  en: {
    title: 'Tutor Hub SMS',
    ask: 'Stop the daily SMS of new tuition jobs?',
    button: 'Stop these SMS',
    done: 'You will get no more SMS of new tuition jobs.',
    settings: 'Turn them on again in your profile’s notification settings',
    invalid: 'This STOP link is not valid.',
  },
  bn: {
    title: 'টিউটর হাবের এসএমএস',
    ask: 'নতুন টিউশন জবের দৈনিক এসএমএস বন্ধ করবেন?',
    button: 'এই এসএমএস বন্ধ করুন',
    done: 'নতুন টিউশন জবের এসএমএস আপনি আর পাবেন না।',
    settings: 'প্রোফাইলের নোটিফিকেশন সেটিংসে আবার চালু করতে পারবেন',
    invalid: 'এই STOP লিংকটি সঠিক নয়।',
  },
};

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const page = (language: Language, body: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
  '<meta name="viewport" content="width=device-width,initial-scale=1">' +
  `<title>${COPY[language].title}</title></head><body>${body}</body></html>`;

/**
 * The page of a STOP link: a button (a POST), so a link preview or scanner that opens every
 * link stops nothing.
 */
export function stopConfirmPage(language: Language, action: string): string {
  const copy = COPY[language];
  return page(
    language,
    `<h1>${copy.ask}</h1><form method="post" action="${attribute(action)}">` +
      `<button type="submit">${copy.button}</button></form>`,
  );
}

export function stopDonePage(language: Language, settingsUrl: string): string {
  const copy = COPY[language];
  return page(
    language,
    `<h1>${copy.done}</h1><p><a href="${attribute(settingsUrl)}">${copy.settings}</a></p>`,
  );
}

export function stopInvalidPage(): string {
  return page('en', `<h1>${COPY.en.invalid}</h1><p lang="bn">${COPY.bn.invalid}</p>`);
}
