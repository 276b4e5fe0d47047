import { cancelsCharge, chargeAmount, chargeTerms, formatInvoice, isOverdue } from './charge-rules';

const DAY_MS = 24 * 60 * 60 * 1000;
const at = new Date('2026-03-01T10:00:00Z');

describe('chargeAmount', () => {
  it.each([
    [7777, 50, 3889],
    [8000, 50, 4000],
    [9999, 33, 3300],
    [1001, 15, 150],
    [1003, 15, 150],
    [1010, 5, 51],
    [500, 0, 0],
    [1_000_000, 100, 1_000_000],
  ])('%i BDT at %i %% is %i BDT', (salary, percent, amount) => {
    expect(chargeAmount(salary, percent)).toBe(amount);
  });
});

describe('chargeTerms', () => {
  it('charges the rounded amount, due the set number of days after acceptance', () => {
    expect(chargeTerms(7777, at, { percent: 50, dueDays: 7 })).toEqual({
      amount: 3889,
      dueAt: new Date('2026-03-08T10:00:00Z'),
    });
  });

  it('charges nothing at 0 %, nor when the amount rounds to nothing', () => {
    expect(chargeTerms(7777, at, { percent: 0, dueDays: 7 })).toBeNull();
    expect(chargeTerms(1, at, { percent: 1, dueDays: 7 })).toBeNull();
  });
});

describe('formatInvoice', () => {
  it('pads the sequence to six digits after the year', () => {
    expect(formatInvoice(2026, 123)).toBe('TH-2026-000123');
    expect(formatInvoice('2027', 1)).toBe('TH-2027-000001');
    expect(formatInvoice(2026, 1_234_567)).toBe('TH-2026-1234567');
  });
});

describe('isOverdue', () => {
  const dueAt = new Date(at.getTime() + 7 * DAY_MS);

  it('is a due charge past its due date', () => {
    expect(isOverdue({ status: 'due', dueAt }, new Date(dueAt.getTime() + 1))).toBe(true);
    expect(isOverdue({ status: 'due', dueAt }, dueAt)).toBe(false);
    expect(isOverdue({ status: 'due', dueAt }, at)).toBe(false);
  });

  it.each(['paid', 'waived', 'refunded', 'partly-refunded', 'cancelled'] as const)(
    'is never a %s charge',
    (status) => {
      expect(isOverdue({ status, dueAt }, new Date(dueAt.getTime() + DAY_MS))).toBe(false);
    },
  );
});

describe('cancelsCharge', () => {
  const within = new Date(at.getTime() + 7 * DAY_MS);
  const after = new Date(within.getTime() + 1);

  it('cancels when the student or an admin ends within 7 days', () => {
    expect(cancelsCharge(at, within, 'student')).toBe(true);
    expect(cancelsCharge(at, within, 'admin')).toBe(true);
  });

  it('does not after 7 days, nor when the tutor ends it', () => {
    expect(cancelsCharge(at, after, 'student')).toBe(false);
    expect(cancelsCharge(at, after, 'admin')).toBe(false);
    expect(cancelsCharge(at, new Date(at.getTime() + DAY_MS), 'tutor')).toBe(false);
  });
});
