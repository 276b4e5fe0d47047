import { statusAt } from './job-status';

const DAY = 24 * 60 * 60 * 1000;

describe('statusAt', () => {
  const approvedAt = new Date('2026-11-01T06:00:00Z');

  it('reads an open job as expired from 30 days after its approval on', () => {
    const job = { status: 'open' as const, approvedAt };
    expect(statusAt(job, new Date(approvedAt.getTime() + 30 * DAY - 1))).toBe('open');
    expect(statusAt(job, new Date(approvedAt.getTime() + 30 * DAY))).toBe('expired');
  });

  it.each(['pending', 'rejected', 'closed', 'filled'] as const)(
    'keeps a %s job as stored, however old',
    (status) => {
      expect(statusAt({ status, approvedAt }, new Date(approvedAt.getTime() + 90 * DAY))).toBe(
        status,
      );
    },
  );
});
