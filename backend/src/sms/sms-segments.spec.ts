import { smsSegments } from './sms-segments';

describe('smsSegments', () => {
  it('fits 160 GSM-7 characters in one part and 153 in each of several', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', parts: 1, units: 160 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', parts: 2, units: 161 });
    expect(smsSegments('a'.repeat(306)).parts).toBe(2);
    expect(smsSegments('a'.repeat(307)).parts).toBe(3);
  });

  it('counts the extension table (€ [ ] { } ~ ^ | \\) as two septets', () => {
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', parts: 1, units: 160 });
    expect(smsSegments(`${'a'.repeat(159)}[`)).toEqual({
      encoding: 'GSM-7',
      parts: 2,
      units: 161,
    });
  });

  it('keeps the accented letters of the GSM alphabet in GSM-7', () => {
    expect(smsSegments('Café à São Paulo? ¿Ñandú!').encoding).toBe('UCS-2');
    expect(smsSegments('Café à Ñandù ¿Qué?').encoding).toBe('GSM-7');
  });

  it('sends anything else, all Bangla, as UCS-2: 70 in one part, 67 in each of several', () => {
    expect(smsSegments('ক'.repeat(70))).toEqual({ encoding: 'UCS-2', parts: 1, units: 70 });
    expect(smsSegments('ক'.repeat(71))).toEqual({ encoding: 'UCS-2', parts: 2, units: 71 });
    expect(smsSegments('ক'.repeat(134)).parts).toBe(2);
    expect(smsSegments('ক'.repeat(135)).parts).toBe(3);
    // One Bangla letter in English text makes the whole text UCS-2.
    expect(smsSegments(`${'a'.repeat(70)}ক`)).toEqual({ encoding: 'UCS-2', parts: 2, units: 71 });
  });

  it('counts a character outside the BMP (a surrogate pair) as two', () => {
    expect(smsSegments('😀'.repeat(35))).toEqual({ encoding: 'UCS-2', parts: 1, units: 70 });
    expect(smsSegments(`${'😀'.repeat(35)}a`).parts).toBe(2);
  });

  it('answers one part for an empty text', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', parts: 1, units: 0 });
  });
});
