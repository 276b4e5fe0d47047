import { JOB_REJECT_REASON_LABELS } from '@tutorhub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pageOf, renderDashboard, serveMe } from '../../../test/admin';
import { adminJob } from '../../../test/jobs';
import { apiUrl, server } from '../../../test/server';
import type { AdminJob } from '../jobTypes';

function serveAdminJobs(rows: AdminJob[]) {
  const db = { rows: [...rows], calls: [] as URLSearchParams[], patches: [] as unknown[] };
  server.use(
    http.get(apiUrl('admin/jobs'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      db.calls.push(params);
      const status = params.get('status');
      return pageOf(
        db.rows.filter((j) => !status || j.status === status),
        request.url,
      );
    }),
    http.patch(apiUrl('admin/jobs/:id'), async ({ params, request }) => {
      const body = (await request.json()) as { status: AdminJob['status'] };
      db.patches.push({ id: params.id, body });
      db.rows = db.rows.map((j) => (j._id === params.id ? { ...j, status: body.status } : j));
      return HttpResponse.json({ modifiedCount: 1 });
    }),
  );
  return db;
}

describe('Dashboard › Jobs', () => {
  it('approves a waiting job at once; only waiting jobs have actions', async () => {
    serveMe();
    const db = serveAdminJobs([
      adminJob({ status: 'pending' }),
      adminJob({ _id: 'job-2', status: 'open', classLevel: 'HSC' }),
    ]);
    const { user } = renderDashboard('/Dashboard/jobs');
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(await within(table).findAllByText('Sam Student')).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: 'Approve English · HSC' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Approve English · Class 8' }));
    await waitFor(() => expect(db.patches).toEqual([{ id: 'job-1', body: { status: 'open' } }]));
    expect(await screen.findByText('Approved: the job is on the board.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/Dashboard/jobs');
  });

  it('rejects only with a reason from the list', async () => {
    serveMe();
    const db = serveAdminJobs([adminJob({ status: 'pending' })]);
    const { user } = renderDashboard('/Dashboard/jobs?status=pending');
    await user.click(await screen.findByRole('button', { name: 'Reject English · Class 8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject English · Class 8?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toBeInvalid();
    expect(db.patches).toEqual([]);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      JOB_REJECT_REASON_LABELS['contact-details'],
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(db.patches).toEqual([
        { id: 'job-1', body: { status: 'rejected', reason: 'contact-details' } },
      ]),
    );
    expect(db.calls[0].get('status')).toBe('pending');
  });
});
