import { HIRE_REASONS } from '@tutorhub/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { renderDashboard, serveMe, statsAnswer } from '../../../test/admin';

beforeAll(() => {
  // jsdom has no ResizeObserver; the chart only needs it to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const COUNTS = { tutors: 1, students: 1, courses: 0, blogs: 0 };
const COUNTS_ZERO = { tutors: 0, students: 0, courses: 0, blogs: 0 };

describe('Stats Board', () => {
  it('shows the four tiles (the fourth is Blogs) and the pie chart with its legend', async () => {
    serveMe();
    server.use(
      http.get(apiUrl('stats'), () =>
        HttpResponse.json(statsAnswer({ tutors: 14, students: 4, courses: 5, blogs: 3 })),
      ),
    );
    renderDashboard('/Dashboard/stats');
    expect(await screen.findByRole('heading', { name: 'Stats Board' })).toBeInTheDocument();
    expect(document.title).toBe('Stats Board · Dashboard · Tutor Hub');
    const tile = (name: string) => screen.getByRole('region', { name });
    expect(await within(tile('Tutors')).findByText('14')).toBeInTheDocument();
    expect(within(tile('Students')).getByText('4')).toBeInTheDocument();
    expect(within(tile('Courses')).getByText('5')).toBeInTheDocument();
    expect(within(tile('Blogs')).getByText('3')).toBeInTheDocument();
    const chart = screen.getByTestId('stats-chart');
    await within(chart).findByText('Blogs', {}, { timeout: 5000 });
    expect(chart.querySelector('svg')).not.toBeNull();
  });

  it('shows the tiles, their counts and the chart in Bangla, with Bengali digits', async () => {
    serveMe();
    server.use(
      http.get(apiUrl('stats'), () =>
        HttpResponse.json(statsAnswer({ tutors: 14, students: 4, courses: 5, blogs: 1250 })),
      ),
    );
    renderDashboard('/Dashboard/stats', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'পরিসংখ্যান বোর্ড' })).toBeInTheDocument();
    expect(document.title).toBe('পরিসংখ্যান বোর্ড · ড্যাশবোর্ড · Tutor Hub');
    const tile = (name: string) => screen.getByRole('region', { name });
    expect(await within(tile('শিক্ষক')).findByText('১৪')).toBeInTheDocument();
    expect(within(tile('শিক্ষার্থী')).getByText('৪')).toBeInTheDocument();
    expect(within(tile('কোর্স')).getByText('৫')).toBeInTheDocument();
    expect(within(tile('ব্লগ')).getByText('১,২৫০')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'রেকর্ডের ভাগ' })).toBeInTheDocument();
    const chart = screen.getByTestId('stats-chart');
    // The legend names the slices in Bangla.
    await within(chart).findByText('ব্লগ', {}, { timeout: 5000 });
    expect(within(chart).getByText('শিক্ষার্থী')).toBeInTheDocument();
  });

  it('says in Bangla when there is nothing to chart', async () => {
    serveMe();
    server.use(http.get(apiUrl('stats'), () => HttpResponse.json(statsAnswer(COUNTS_ZERO))));
    renderDashboard('/Dashboard/stats', undefined, 'bn');
    expect(await screen.findByText('চার্টে দেখানোর মতো এখনও কিছু নেই।')).toBeInTheDocument();
    expect(screen.getByTestId('stat-tutors')).toHaveTextContent('০');
  });

  it('shows an error with a retry when the stats cannot load', async () => {
    serveMe();
    server.use(
      http.get(apiUrl('stats'), () =>
        HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 }),
      ),
    );
    renderDashboard('/Dashboard/stats');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows hires by status, each tile linking to the filtered table, and the reasons', async () => {
    serveMe();
    server.use(
      http.get(apiUrl('stats'), () =>
        HttpResponse.json({
          ...statsAnswer(COUNTS),
          hires: { requested: 3, accepted: 2, declined: 1, cancelled: 0, ended: 7 },
          hireReasons: { ...statsAnswer(COUNTS).hireReasons, schedule: 4 },
        }),
      ),
    );
    renderDashboard('/Dashboard/stats');
    const section = await screen.findByRole('region', { name: 'Hires by status' });
    expect(await within(section).findByTestId('hires-ended')).toHaveTextContent('7');
    expect(within(section).getByTestId('hires-requested')).toHaveTextContent('3');
    expect(within(section).getByTestId('hires-cancelled')).toHaveTextContent('0');
    expect(within(section).getByRole('link', { name: /Ended/ })).toHaveAttribute(
      'href',
      '/Dashboard/hires?status=ended',
    );
    const reasons = within(section).getByRole('table', {
      name: 'Reasons given for declines, cancellations and ends',
    });
    expect(within(reasons).getAllByRole('row')).toHaveLength(HIRE_REASONS.length + 1);
    expect(within(reasons).getByRole('row', { name: /schedule does not fit/ })).toHaveTextContent(
      '4',
    );
  });
});
