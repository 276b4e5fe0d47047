import { setupI18n, type Messages } from '@lingui/core';
import type { Localization } from '@mui/material/locale';
import { chooseLanguage, LANGUAGE_COOKIE } from '@tutorhub/contracts';
import { enFirstPaint } from './enFirstPaint';

export type Language = 'en' | 'bn';
/** Where the visitor's choice is kept: local storage, and a cookie of the same name the API reads. */
export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;
/** The Intl locale of each language: Bengali digits and lakh grouping for Bangla. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

/** The one Lingui instance of the app; `translate()` and the hooks read it. */
export const i18n = setupI18n();

/**
 * What a language needs: its messages (compiled at build time by `catalogPlugin.ts`, although
 * their JSON types say string) and MUI's own strings.
 */
export interface LanguagePack {
  messages: Record<string, unknown>;
  muiLocale?: Localization;
  /** The code of each fixed English message text, for a language that translates them. */
  textCodes?: ReadonlyMap<string, string>;
}

const muiLocales: Partial<Record<Language, Localization>> = {};
const textCodes: Partial<Record<Language, ReadonlyMap<string, string>>> = {};
const loaded = new Set<Language>();

/** Loads `pack` for `language` and makes it the active language (synchronously). */
export function activateLanguage(language: Language, pack?: LanguagePack): void {
  if (pack) {
    i18n.load(language, pack.messages as Messages);
    loaded.add(language);
    if (pack.muiLocale) {
      muiLocales[language] = pack.muiLocale;
    }
    if (pack.textCodes) {
      textCodes[language] = pack.textCodes;
    }
  }
  i18n.activate(language, INTL_LOCALE[language]);
}

export function activeLanguage(): Language {
  return i18n.locale === 'bn' ? 'bn' : 'en';
}

export function muiLocaleOf(language: Language): Localization | undefined {
  return muiLocales[language];
}

/** The code of one of the fixed English message texts, when the active language needs it. */
export function textCodeOf(text: string): string | undefined {
  return textCodes[activeLanguage()]?.get(text);
}

function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'bn';
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    // Storage can be blocked (private modes, strict settings): fall back to the browser.
    return null;
  }
}

/**
 * Tells the API the visitor's choice (a cookie for a year), so that it answers the prerendered
 * pages in that language.
 */
function shareChoice(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The visitor's language (`chooseLanguage`): their remembered choice, else the browser's. */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) {
    // A choice remembered before the cookie existed reaches the API from now on.
    shareChoice(stored);
  }
  return chooseLanguage(stored, browserLanguages());
}

/** The browser's preferred languages, most preferred first. */
export function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

// English starts loaded (the first paint's, below) and loads the rest in parts; Bangla comes whole.
const loaders: Record<Language, () => Promise<LanguagePack | undefined>> = {
  en: async () => undefined,
  bn: async () => (await import('./bnPack')).bnPack,
};

/**
 * The English beyond the first paint, in parts loaded with the code that shows them: `start`
 * for the home page's later parts (sign-in, reviews, blog posts), `frame` for the page frame's
 * (newsletter, bell), `pages` for the pages reached by navigation (it includes the others, as
 * pages show parts of other features). Keeps the first bundle small.
 */
export type EnglishPart = 'start' | 'frame' | 'pages';
const ENGLISH_PARTS: Record<EnglishPart, () => Promise<Record<string, unknown>>> = {
  start: async () => (await import('./enStart')).enStart,
  frame: async () => (await import('./enFrame')).enFrame,
  pages: async () => (await import('./enPages')).enPages,
};
const PARTS_NEEDED: Record<EnglishPart, readonly EnglishPart[]> = {
  start: ['start'],
  frame: ['frame'],
  pages: ['start', 'frame', 'pages'],
};
const wantedParts = new Set<EnglishPart>();
const partLoads = new Map<EnglishPart, Promise<void>>();

function loadEnglishPart(part: EnglishPart): Promise<void> {
  let load = partLoads.get(part);
  if (!load) {
    load = ENGLISH_PARTS[part]().then((messages) => i18n.load('en', messages as Messages));
    partLoads.set(part, load);
  }
  return load;
}

/**
 * Resolves once the text of `part` can show: code that loads lazily awaits it before it renders
 * (app/router.tsx, app/storeGate.tsx). Bangla is loaded whole; English loads the part now, and
 * again on a switch back to English.
 */
export async function catalogReady(part: EnglishPart): Promise<void> {
  PARTS_NEEDED[part].forEach((p) => wantedParts.add(p));
  if (activeLanguage() === 'en') {
    await Promise.all(PARTS_NEEDED[part].map(loadEnglishPart));
  }
}

let latestRequest: Language | null = null;

/**
 * Makes `language` active, loading its catalog first if needed (for English, the parts the
 * app has asked for so far). When switches overlap, the last one asked for wins.
 */
export async function applyLanguage(language: Language): Promise<void> {
  latestRequest = language;
  const [pack] = await Promise.all([
    loaded.has(language) ? undefined : loaders[language](),
    language === 'en' ? Promise.all([...wantedParts].map(loadEnglishPart)) : undefined,
  ]);
  if (latestRequest !== language) {
    return;
  }
  activateLanguage(language, pack);
}

/** The visitor's choice: applied at once and remembered for the next visits. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered across visits, but still applied now.
  }
  shareChoice(language);
  await applyLanguage(language);
}

// The first paint's English is in the first bundle and active before anything renders.
activateLanguage('en', { messages: enFirstPaint });
