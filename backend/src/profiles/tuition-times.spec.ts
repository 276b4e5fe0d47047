import {
  mayRate,
  nextContactsChange,
  ratableFrom,
  sharesContacts,
  type TuitionTimes,
} from './tuition-times';

const DAY = 24 * 60 * 60 * 1000;
const ACCEPTED = new Date('2026-11-01T10:00:00Z');
const after = (days: number) => new Date(ACCEPTED.getTime() + days * DAY);

const hire = (times: Partial<TuitionTimes>): TuitionTimes => ({
  status: 'accepted',
  acceptedAt: ACCEPTED,
  endedAt: null,
  closedByAdmin: false,
  ...times,
});

describe('the rating window', () => {
  it('opens 28 days after acceptance while the tuition runs', () => {
    expect(ratableFrom(hire({}))).toEqual(after(28));
    expect(mayRate(hire({}), after(27.9))).toBe(false);
    expect(mayRate(hire({}), after(28))).toBe(true);
  });

  it('stays open once a tuition that ran 28 days ends, whoever ended it', () => {
    const ended = hire({ status: 'ended', endedAt: after(40), closedByAdmin: true });
    expect(mayRate(ended, after(60))).toBe(true);
  });

  it('never opens for a tuition ended sooner, nor for a request never accepted', () => {
    expect(ratableFrom(hire({ status: 'ended', endedAt: after(27) }))).toBeNull();
    expect(mayRate(hire({ status: 'ended', endedAt: after(27) }), after(90))).toBe(false);
    for (const status of ['requested', 'declined', 'cancelled'] as const) {
      expect(ratableFrom(hire({ status, acceptedAt: null }))).toBeNull();
    }
  });
});

describe('contact sharing', () => {
  it('holds while the tuition runs and for 30 days after the parties end it', () => {
    expect(sharesContacts(hire({}), after(400))).toBe(true);
    const ended = hire({ status: 'ended', endedAt: after(10) });
    expect(sharesContacts(ended, after(39.9))).toBe(true);
    expect(sharesContacts(ended, after(40))).toBe(false);
  });

  it('stops at once when an admin ends the tuition, and never starts before acceptance', () => {
    expect(
      sharesContacts(hire({ status: 'ended', endedAt: after(10), closedByAdmin: true }), after(10)),
    ).toBe(false);
    expect(sharesContacts(hire({ status: 'requested', acceptedAt: null }), after(1))).toBe(false);
  });

  it('names the next end of a sharing, so answers built on it are dropped then', () => {
    const hires = [
      hire({}),
      hire({ status: 'ended', endedAt: after(10) }),
      hire({ status: 'ended', endedAt: after(5) }),
    ];
    expect(nextContactsChange(hires, after(20))).toBe(after(35).getTime());
    expect(nextContactsChange(hires, after(36))).toBe(after(40).getTime());
    expect(nextContactsChange([hire({})], after(20))).toBeUndefined();
  });
});
