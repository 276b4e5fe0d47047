import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Stats } from '../../../store/apiTypes';
import { renderPage } from '../../../test/utils';
import HiresByStatus from './HiresByStatus';

const stats: Stats = {
  tutors: 3,
  students: 4,
  courses: 0,
  blogs: 0,
  hires: { requested: 12, accepted: 3, declined: 1, cancelled: 0, ended: 2 },
  hireReasons: {
    schedule: 1,
    salary: 2,
    distance: 0,
    subject: 0,
    'found-another': 0,
    'no-longer-needed': 0,
    'no-show': 0,
    other: 0,
  },
  jobs: { pending: 0, open: 0, rejected: 0, closed: 0, filled: 0, expired: 0 },
  jobFillRate: null,
  jobDaysToHire: null,
};

describe('HiresByStatus', () => {
  it('shows a tile per status linking to the filtered table, and the reasons', () => {
    renderPage(<HiresByStatus stats={stats} />);
    const section = screen.getByRole('region', { name: 'Hires by status' });
    const requested = within(section).getByRole('region', { name: 'Requested' });
    expect(within(requested).getByText('12')).toBeInTheDocument();
    expect(within(requested).getByRole('link')).toHaveAttribute(
      'href',
      '/Dashboard/hires?status=requested',
    );
    const reasons = screen.getByRole('table', {
      name: 'Reasons given for declines, cancellations and ends',
    });
    const salaryRow = within(reasons).getByRole('row', { name: 'The salary does not fit 2' });
    expect(salaryRow).toBeInTheDocument();
  });

  it('reads in Bangla, with Bengali digits', () => {
    renderPage(<HiresByStatus stats={stats} />, { language: 'bn' });
    const section = screen.getByRole('region', { name: 'অবস্থা অনুযায়ী নিয়োগ' });
    const active = within(section).getByRole('region', { name: 'চলমান' });
    expect(within(active).getByText('৩')).toBeInTheDocument();
    expect(within(section).getByText('১২')).toBeInTheDocument();
    const reasons = screen.getByRole('table', { name: 'প্রত্যাখ্যান, বাতিল ও শেষ করার কারণ' });
    expect(within(reasons).getByRole('columnheader', { name: 'কারণ' })).toBeInTheDocument();
    expect(within(reasons).getByRole('row', { name: 'বেতন মেলেনি ২' })).toBeInTheDocument();
  });
});
