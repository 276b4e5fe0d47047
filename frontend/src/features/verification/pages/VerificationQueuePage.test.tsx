import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageOf, renderDashboard, serveMe } from '../../../test/admin';
import { apiUrl, server } from '../../../test/server';
import { adminVerification, publicTutor } from '../testData';
import type { AdminVerification } from '../verificationTypes';

/** The queue as the API answers it (already oldest first); records each call's query. */
function serveQueue(rows: AdminVerification[]) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('admin/verifications'), ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return pageOf(rows, request.url);
    }),
  );
  return calls;
}

const request = (i: number) =>
  adminVerification({
    _id: `v${i}`,
    submittedAt: `2026-12-${String(i).padStart(2, '0')}T10:00:00.000Z`,
    tutor: publicTutor({ _id: `t${i}`, name: `Tutor ${i}`, email: `t${i}@example.com` }),
  });

const tutorCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

beforeEach(() => serveMe());

describe('Verification queue', () => {
  it('lists the submitted requests in the order the API answers, oldest first', async () => {
    const calls = serveQueue([request(1), request(2), request(3)]);
    renderDashboard('/Dashboard/verification');
    expect(await screen.findByText('Waiting for review: 3')).toBeInTheDocument();
    expect(tutorCells()).toEqual(['Tutor 1', 'Tutor 2', 'Tutor 3']);
    expect(calls[0].get('status')).toBe('submitted');
    const row = screen.getByRole('cell', { name: 'Tutor 1' }).closest('tr') as HTMLElement;
    // The number of documents sent.
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Verification' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('names a tutor without a profile name by their email', async () => {
    serveQueue([adminVerification({ tutor: publicTutor({ name: null }) })]);
    renderDashboard('/Dashboard/verification');
    expect(await screen.findByRole('cell', { name: 'tania@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review tania@example.com' })).toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    serveQueue([]);
    renderDashboard('/Dashboard/verification');
    expect(await screen.findByText('No request is waiting for review.')).toBeInTheDocument();
    // No row, so no link to a review.
    expect(document.querySelector('a[href^="/Dashboard/verification/"]')).toBeNull();
  });

  it('counts from X-Total-Count and pages on the server', async () => {
    const calls = serveQueue(Array.from({ length: 12 }, (_, i) => request(i + 1)));
    const { user } = renderDashboard('/Dashboard/verification');
    expect(await screen.findByText('Waiting for review: 12')).toBeInTheDocument();
    expect(tutorCells()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('cell', { name: 'Tutor 11' })).toBeInTheDocument();
    expect(tutorCells()).toEqual(['Tutor 11', 'Tutor 12']);
    await waitFor(() => expect(calls.at(-1)?.get('page')).toBe('2'));
    expect(calls.at(-1)?.get('status')).toBe('submitted');
  });

  it('links each row to its review', async () => {
    serveQueue([request(1), request(2)]);
    const { user, router } = renderDashboard('/Dashboard/verification');
    const link = await screen.findByRole('link', { name: 'Review Tutor 2' });
    expect(link).toHaveAttribute('href', '/Dashboard/verification/v2');
    server.use(http.get(apiUrl('admin/verifications/v2'), () => Response.json(request(2))));
    await user.click(link);
    expect(router.state.location.pathname).toBe('/Dashboard/verification/v2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verification of Tutor 2' }),
    ).toBeInTheDocument();
  });
});
