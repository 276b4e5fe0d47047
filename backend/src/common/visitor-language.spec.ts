import { askedLanguage, visitorLanguage } from './visitor-language';

describe('visitorLanguage', () => {
  it("follows the visitor's choice over the browser's preferences", () => {
    expect(visitorLanguage('tutorhub.language=en', 'bn-BD,bn;q=0.9')).toBe('en');
    expect(visitorLanguage('theme=dark; tutorhub.language=bn', 'en-US,en')).toBe('bn');
  });

  it("takes the browser's most preferred of Bangla and English", () => {
    expect(visitorLanguage(undefined, 'bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(visitorLanguage(undefined, 'fr-FR,fr;q=0.9,bn;q=0.8,en;q=0.7')).toBe('bn');
    expect(visitorLanguage(undefined, 'en;q=0.5,bn;q=0.8')).toBe('bn');
    expect(visitorLanguage(undefined, 'en-GB,bn;q=0.9')).toBe('en');
  });

  it('falls back to English for anything else', () => {
    expect(visitorLanguage()).toBe('en');
    expect(visitorLanguage('', 'fr-FR,de')).toBe('en');
    expect(visitorLanguage(undefined, 'bn;q=0')).toBe('en');
    // Neither a look-alike cookie nor an unknown value chooses a language.
    expect(visitorLanguage('xtutorhub.language=bn', 'en')).toBe('en');
    expect(visitorLanguage('tutorhub.language=fr', 'bn')).toBe('bn');
    expect(visitorLanguage('tutorhub.language=bn-evil', 'en')).toBe('en');
    expect(visitorLanguage(undefined, 'bengali,en')).toBe('en');
  });
});

describe('askedLanguage', () => {
  it("reads a page link's language, which comes before the visitor's stored choice", () => {
    expect(askedLanguage('/aboutUs?lang=bn')).toBe('bn');
    expect(askedLanguage('/tutorFinds?subject=Physics&lang=en')).toBe('en');
    expect(visitorLanguage('tutorhub.language=en', 'en', askedLanguage('/?lang=bn'))).toBe('bn');
  });

  it('ignores a missing or unknown language', () => {
    expect(askedLanguage('/')).toBeUndefined();
    expect(askedLanguage('/?lang=fr')).toBeUndefined();
    expect(askedLanguage('/?lang=')).toBeUndefined();
  });
});
