import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateTestLanguage } from '../test/utils';
import { formattersFor } from './format';
import { translate, type MessageKey } from './index';
import {
  activeLanguage,
  applyLanguage,
  i18n,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  setLanguage,
} from './language';
import { termsWith } from './terms';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  activateTestLanguage('en');
});

describe('the first language of a visit', () => {
  it('follows the browser: a bn* preference before any English one picks Bangla', () => {
    browserLanguages(['bn-BD', 'en-US']);
    expect(initialLanguage()).toBe('bn');
    browserLanguages(['fr-FR', 'bn']);
    expect(initialLanguage()).toBe('bn');
  });

  it('is English for English-first and for other languages', () => {
    browserLanguages(['en-GB', 'bn-BD']);
    expect(initialLanguage()).toBe('en');
    browserLanguages(['fr-FR', 'de']);
    expect(initialLanguage()).toBe('en');
    browserLanguages(['bnx']);
    expect(initialLanguage()).toBe('en');
  });

  it("is the visitor's remembered choice over the browser's, ignoring junk in storage", () => {
    browserLanguages(['bn-BD']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(initialLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(initialLanguage()).toBe('bn');
  });
});

describe('switching the language', () => {
  it('loads Bangla on demand, remembers the choice and translates at once', async () => {
    await setLanguage('bn');
    expect(activeLanguage()).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    expect(translate('common.nav.findTutor')).toBe('শিক্ষক খুঁজুন');
    await setLanguage('en');
    expect(translate('common.nav.findTutor')).toBe('Finds Tutor');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('tells the API the choice in a cookie, so that pages come built in that language', async () => {
    await setLanguage('bn');
    expect(document.cookie).toContain('tutorhub.language=bn');
    await setLanguage('en');
    expect(document.cookie).toContain('tutorhub.language=en');
    // A choice remembered before the cookie existed is told at the next start.
    document.cookie = 'tutorhub.language=; max-age=0; path=/';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    expect(initialLanguage()).toBe('bn');
    expect(document.cookie).toContain('tutorhub.language=bn');
  });

  it('ends on the last language asked for when switches overlap', async () => {
    const toBangla = applyLanguage('bn');
    const toEnglish = applyLanguage('en');
    await Promise.all([toBangla, toEnglish]);
    expect(activeLanguage()).toBe('en');
  });

  it('keeps the visitor on the page when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await setLanguage('bn');
    expect(activeLanguage()).toBe('bn');
  });
});

describe('messages in Bangla', () => {
  it('write plural counts and {n, number} with Bengali digits and lakh grouping', () => {
    activateTestLanguage('bn');
    // The catalogs are compiled the same way at build time (catalogPlugin.ts).
    i18n.load('bn', {
      'probe.count': compileMessage(
        '{count, plural, one {# জন শিক্ষক} other {# জন শিক্ষক}}, মোট {n, number} টাকা',
      ),
    });
    expect(translate('probe.count' as MessageKey, { count: 12, n: 1234567 })).toBe(
      '১২ জন শিক্ষক, মোট ১২,৩৪,৫৬৭ টাকা',
    );
  });

  it('name subjects, modes, statuses, reasons and roles through the terms', () => {
    activateTestLanguage('bn');
    const term = termsWith(translate);
    expect(term.subject('Computer Science')).toBe('কম্পিউটার বিজ্ঞান');
    expect(term.subject('Astrology')).toBe('Astrology');
    expect(term.mode('both')).toBe('অনলাইন ও অফলাইন');
    expect(term.hireStatus('accepted')).toBe('চলমান');
    expect(term.hireReason('no-show')).toBe('অপর পক্ষ আসেনি');
    expect(term.role('student')).toBe('শিক্ষার্থী');
    expect(term.courseStatus('Pending')).toBe('অপেক্ষমাণ');
    activateTestLanguage('en');
    expect(termsWith(translate).hireStatus('accepted')).toBe('Active');
  });
});

describe('formats', () => {
  it('write numbers, money and salaries with Bengali digits in Bangla', () => {
    const bn = formattersFor('bn');
    activateTestLanguage('bn');
    expect(bn.number(1234567)).toBe('১২,৩৪,৫৬৭');
    expect(bn.money(5000)).toBe('৳৫,০০০');
    expect(bn.money(150000.4)).toBe('৳১,৫০,০০০');
    expect(bn.salary(5000)).toBe('৳৫,০০০/মাস');
    expect(bn.year(2024)).toBe('২০২৪');
    // Years are written without Intl: they match what Intl writes.
    for (const year of [1971, 2026, 10000]) {
      const intl = new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(year);
      expect(bn.year(year)).toBe(intl);
    }
  });

  it('write them with Western digits in English', () => {
    const en = formattersFor('en');
    expect(en.number(1234567)).toBe('1,234,567');
    expect(en.money(5000)).toBe('৳5,000');
    expect(en.salary(5000)).toBe('৳5,000/month');
    expect(en.year(2024)).toBe('2024');
  });

  it("show dates in the site's time zone (Dhaka), calendar days as they are", () => {
    // 20:05 UTC on 4 December is 02:05 on 5 December in Dhaka.
    const at = '2026-12-04T20:05:00Z';
    expect(formattersFor('en').date(at)).toBe('5 Dec 2026');
    expect(formattersFor('bn').date(at)).toBe('৫ ডিসে, ২০২৬');
    expect(formattersFor('en').dateTime(at)).toBe('5 Dec 2026, 2:05 am');
    expect(formattersFor('bn').dateTime(new Date(at))).toBe('৫ ডিসে, ২০২৬, ০২:০৫');
    expect(formattersFor('en').time(at)).toBe('2:05 am');
    expect(formattersFor('bn').time(at)).toBe('০২:০৫');
    expect(formattersFor('bn').time('not a date')).toBe('not a date');
    expect(formattersFor('en').calendarDate('2026-12-04')).toBe('4 Dec 2026');
    expect(formattersFor('en').date('not a date')).toBe('not a date');
  });

  it('write the hour after noon and midnight as 12, as the browser does, so a page the API renders hydrates as it is', () => {
    // 06:26 UTC is 12:26 in Dhaka; 18:26 UTC is 00:26.
    expect(formattersFor('en').time('2026-12-04T06:26:00Z')).toBe('12:26 pm');
    expect(formattersFor('en').time('2026-12-04T18:26:00Z')).toBe('12:26 am');
  });
});
