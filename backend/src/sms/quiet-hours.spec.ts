import { quietUntil } from './quiet-hours';

const DHAKA = 'Asia/Dhaka';
/** An instant given as Bangladesh wall-clock time (UTC+6, no daylight saving). */
const dhaka = (local: string) => new Date(`${local}+06:00`);

describe('quietUntil', () => {
  it('lets an SMS go from 08:00 to 21:59:59 Bangladesh time', () => {
    expect(quietUntil(dhaka('2026-12-07T08:00:00'), DHAKA)).toBeUndefined();
    expect(quietUntil(dhaka('2026-12-07T13:30:00'), DHAKA)).toBeUndefined();
    expect(quietUntil(dhaka('2026-12-07T21:59:59'), DHAKA)).toBeUndefined();
  });

  it('holds one due at 22:00 or later until 08:00 the next day', () => {
    expect(quietUntil(dhaka('2026-12-07T22:00:00'), DHAKA)).toEqual(dhaka('2026-12-08T08:00:00'));
    expect(quietUntil(dhaka('2026-12-07T23:59:30.250'), DHAKA)).toEqual(
      dhaka('2026-12-08T08:00:00'),
    );
    // The last day of the year rolls into the next.
    expect(quietUntil(dhaka('2026-12-31T22:15:00'), DHAKA)).toEqual(dhaka('2027-01-01T08:00:00'));
  });

  it('holds one due after midnight until 08:00 the same day', () => {
    expect(quietUntil(dhaka('2026-12-08T00:00:00'), DHAKA)).toEqual(dhaka('2026-12-08T08:00:00'));
    expect(quietUntil(dhaka('2026-12-08T07:59:59'), DHAKA)).toEqual(dhaka('2026-12-08T08:00:00'));
  });
});
