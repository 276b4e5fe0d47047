import { modesServing, normaliseTeachingMode, toRating } from './tutor-list.dto';

describe('normaliseTeachingMode', () => {
  it.each([
    ['online', 'online'],
    [' Online ', 'online'],
    ['OFFLINE', 'offline'],
    ['both', 'both'],
    ['Hybrid', 'both'],
    ['Online & Offline', 'both'],
    ['online/offline', 'both'],
    ['online or offline', 'both'],
    ['Offline, Online', 'both'],
    ['online + offline', 'both'],
    ['online online', 'online'],
  ])('reads %p as %p', (text, mode) => {
    expect(normaliseTeachingMode(text)).toBe(mode);
  });

  it.each([
    [''],
    ['  '],
    ['sometimes'],
    ['online and elsewhere'],
    ['constructor'],
    ['onlineoffline'],
    ['and'],
  ])('refuses %p', (text) => {
    expect(normaliseTeachingMode(text)).toBeNull();
  });
});

describe('modesServing', () => {
  it('lets online and offline searches find tutors teaching both', () => {
    expect(modesServing('online')).toEqual(['online', 'both']);
    expect(modesServing('offline')).toEqual(['offline', 'both']);
    expect(modesServing('both')).toEqual(['both']);
  });
});

describe('toRating', () => {
  it('answers the stored columns as {average, count}, one decimal', () => {
    // A real (float4) column reads back as the nearest binary value.
    expect(toRating({ ratingCount: 3, ratingAverage: Math.fround(4.3) })).toEqual({
      average: 4.3,
      count: 3,
    });
  });

  it('answers a null average when the count is 0, whatever the column says', () => {
    expect(toRating({ ratingCount: 0, ratingAverage: 4 })).toEqual({ average: null, count: 0 });
    expect(toRating({ ratingCount: 0, ratingAverage: null })).toEqual({ average: null, count: 0 });
  });
});
