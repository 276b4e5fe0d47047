import { coded } from '@tutorhub/contracts';
import { ValidateBy } from 'class-validator';
import { says } from './errors';

/*
 * A display name is what an email, a conversation and a notice show as the sender. A name that
 * reads as the site or its staff ("Tutor Hub Support", "Admin") would lend a member's words
 * the site's voice, so registration and profile edits refuse it.
 */

/** Digits and symbols written inside a word for the letters they resemble (`Adm1n`, `Supp0rt`). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '@': 'a',
  $: 's',
};

/** The site's name with its spaces taken out, in both scripts: matched anywhere in a name. */
const SITE_NAMES = ['tutorhub', 'টিউটরহাব'];
/** Staff words, matched as whole words of a name. */
const STAFF_WORDS = new Set(
  ['admin', 'administrator', 'support', 'moderator', 'অ্যাডমিন', 'এডমিন', 'সাপোর্ট', 'মডারেটর'].map(
    (word) => fold(word),
  ),
);

function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase()
    .replace(/(?<=\p{L})[0134@$5](?=\p{L})/gu, (ch) => LOOK_ALIKES[ch]);
}

/** Whether a display name reads as the site's or its staff's. */
export function imitatesSite(name: string): boolean {
  const folded = fold(name);
  const letters = folded.replace(/[^\p{L}\p{M}]/gu, '');
  if (SITE_NAMES.some((site) => letters.includes(site))) {
    return true;
  }
  return folded.split(/[^\p{L}\p{M}]+/u).some((word) => STAFF_WORDS.has(word));
}

/** A display name that does not imitate the site or its staff (400 `profile.siteName`). */
export function NotSiteName(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'notSiteName',
      validator: { validate: (value) => typeof value !== 'string' || !imitatesSite(value) },
    },
    says(coded('profile.siteName')),
  );
}
