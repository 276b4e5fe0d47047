import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { renderDashboard, serveMe } from '../testing';

beforeAll(() => {
  // jsdom has no ResizeObserver; the chart only needs it to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('Stats Board', () => {
  it('shows the four tiles (the fourth is Blogs) and the pie chart with its legend', async () => {
    serveMe();
    server.use(
      http.get(apiUrl('stats'), () =>
        HttpResponse.json({ tutors: 14, students: 4, courses: 5, blogs: 3 }),
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
});
