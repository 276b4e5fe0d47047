import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Stats } from '../../../store/apiTypes';
import { statsAnswer } from '../../../test/admin';
import { renderPage } from '../../../test/utils';
import JobsStats from './JobsStats';

const stats: Stats = {
  ...(statsAnswer({ tutors: 3, students: 4, courses: 0, blogs: 0 }) as Stats),
  jobs: { pending: 2, open: 5, rejected: 1, closed: 1, filled: 3, expired: 1 },
  jobFillRate: 0.375,
  jobDaysToHire: 4.5,
};

describe('JobsStats', () => {
  it('shows jobs by status, the fill rate and the median days to a hire', () => {
    renderPage(<JobsStats stats={stats} />);
    expect(screen.getByRole('heading', { name: 'Tuition jobs' })).toBeInTheDocument();
    expect(screen.getByTestId('jobs-pending')).toHaveTextContent('2');
    expect(screen.getByTestId('jobs-open')).toHaveTextContent('5');
    expect(screen.getByTestId('jobs-filled')).toHaveTextContent('3');
    expect(screen.getByTestId('jobs-fill-rate')).toHaveTextContent('38%');
    expect(screen.getByTestId('jobs-median-days')).toHaveTextContent('4.5 days');
  });

  it('says there is nothing to measure before a job is approved or hired, in Bangla too', () => {
    renderPage(<JobsStats stats={{ ...stats, jobFillRate: null, jobDaysToHire: null }} />, {
      language: 'bn',
    });
    expect(screen.getByRole('heading', { name: 'টিউশন চাকরি' })).toBeInTheDocument();
    expect(screen.getByTestId('jobs-fill-rate')).toHaveTextContent('—');
    expect(screen.getByTestId('jobs-median-days')).toHaveTextContent('—');
    expect(screen.getByTestId('jobs-open')).toHaveTextContent('৫');
  });
});
