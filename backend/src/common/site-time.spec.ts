import { SiteClock } from './site-time';

describe('SiteClock', () => {
  const instant = new Date('2024-11-22T20:05:09Z');

  it('formats in the site zone, not the server zone', () => {
    // Asia/Dhaka is UTC+6 all year: 20:05 UTC is 2:05 AM the next day there.
    expect(new SiteClock('Asia/Dhaka').format(instant)).toEqual({
      date: '11/23/2024',
      time: '2:05:09 AM',
    });
    expect(new SiteClock('UTC').format(instant)).toEqual({
      date: '11/22/2024',
      time: '8:05:09 PM',
    });
    expect(new SiteClock('America/New_York').format(instant)).toEqual({
      date: '11/22/2024',
      time: '3:05:09 PM',
    });
  });

  it('uses plain spaces (ICU puts a narrow no-break space before AM/PM)', () => {
    expect(new SiteClock('Asia/Dhaka').format(instant).time).not.toMatch(/[\u202f\u00a0]/);
  });

  it('refuses an unknown time zone at construction', () => {
    expect(() => new SiteClock('Mars/Olympus')).toThrow(RangeError);
  });
});
