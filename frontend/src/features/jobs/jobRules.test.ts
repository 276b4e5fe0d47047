import { describe, expect, it } from 'vitest';
import { canWithdraw, ownerActions, startDateRange, trialInstant } from './jobRules';
import { APPLICATION_STATUSES } from '@tutorhub/contracts';

describe('the moves a page offers', () => {
  it('gives the job owner exactly the moves the API allows from each status', () => {
    expect(Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, ownerActions(s)]))).toEqual({
      applied: ['shortlist', 'reject'],
      shortlisted: ['trial', 'hire', 'reject'],
      trial: ['hire'],
      hired: [],
      rejected: [],
      withdrawn: [],
      closed: [],
    });
  });

  it('lets the tutor withdraw until the application is decided', () => {
    expect(APPLICATION_STATUSES.filter(canWithdraw)).toEqual(['applied', 'shortlisted', 'trial']);
  });
});

describe('times and dates in Bangladesh', () => {
  // 23:30 UTC on 30 Nov is 05:30 on 1 Dec in Dhaka.
  const now = new Date('2026-11-30T23:30:00.000Z');

  it('reads a trial time typed in Bangladesh time (UTC+6)', () => {
    expect(trialInstant('2026-12-02T17:00', now)).toBe('2026-12-02T11:00:00.000Z');
  });

  it('refuses a trial in the past, beyond 30 days, or half typed', () => {
    expect(trialInstant('2026-12-01T05:00', now)).toBeNull();
    expect(trialInstant('2027-01-01T06:00', now)).toBeNull();
    expect(trialInstant('2026-12-02', now)).toBeNull();
  });

  it('starts a job from today in Dhaka to 90 days ahead', () => {
    expect(startDateRange(now)).toEqual({ first: '2026-12-01', last: '2027-03-01' });
  });
});
