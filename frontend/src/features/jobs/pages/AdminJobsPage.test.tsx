import { JOB_MESSAGES, JOB_REJECT_REASON_LABELS } from '@tutorhub/contracts';
import bn from '../../../i18n/catalogs/bn/messages.json';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pageOf, renderDashboard, serveMe } from '../../../test/admin';
import { adminJob } from '../../../test/jobs';
import { apiUrl, server } from '../../../test/server';
import type { AdminJob } from '../jobTypes';

/**
 * The admin jobs API; `editedMeanwhile`: the owner's edit that lands between the admin reading
 * the list and deciding, so the first decision is refused as the API refuses it.
 */
function serveAdminJobs(rows: AdminJob[], editedMeanwhile?: Partial<AdminJob>) {
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
      const body = (await request.json()) as { status: AdminJob['status']; version: number };
      db.patches.push({ id: params.id, body });
      if (editedMeanwhile && db.patches.length === 1) {
        db.rows = db.rows.map((j) =>
          j._id === params.id ? { ...j, ...editedMeanwhile, version: j.version + 1 } : j,
        );
      }
      const current = db.rows.find((j) => j._id === params.id);
      if (current && current.version !== body.version) {
        return HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: JOB_MESSAGES.changedSinceRead,
            code: 'job.changedSinceRead',
            params: {},
          },
          { status: 409 },
        );
      }
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
    await waitFor(() =>
      expect(db.patches).toEqual([{ id: 'job-1', body: { status: 'open', version: 1 } }]),
    );
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
        { id: 'job-1', body: { status: 'rejected', reason: 'contact-details', version: 1 } },
      ]),
    );
    expect(db.calls[0].get('status')).toBe('pending');
  });

  it('shows a job edited since it was read again, says so, and approves only the version read anew', async () => {
    serveMe();
    const db = serveAdminJobs([adminJob({ status: 'pending', details: 'Grammar twice a week.' })], {
      details: 'Call 01712345678 for grammar.',
    });
    const { user } = renderDashboard('/Dashboard/jobs');
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(await within(table).findByText('Grammar twice a week.')).toBeInTheDocument();
    const listReads = db.calls.length;
    await user.click(within(table).getByRole('button', { name: 'Approve English · Class 8' }));
    expect(await screen.findByText(JOB_MESSAGES.changedSinceRead)).toBeInTheDocument();
    // The list is read again: the admin now sees the edited text, still waiting.
    expect(await within(table).findByText('Call 01712345678 for grammar.')).toBeInTheDocument();
    expect(db.calls.length).toBeGreaterThan(listReads);
    expect(db.rows[0].status).toBe('pending');
    expect(db.patches).toEqual([{ id: 'job-1', body: { status: 'open', version: 1 } }]);

    await user.click(within(table).getByRole('button', { name: 'Approve English · Class 8' }));
    await waitFor(() =>
      expect(db.patches.at(-1)).toEqual({ id: 'job-1', body: { status: 'open', version: 2 } }),
    );
    expect(await screen.findByText('Approved: the job is on the board.')).toBeInTheDocument();
  });

  it('says in Bangla that the job changed since it was read', async () => {
    serveMe();
    serveAdminJobs([adminJob({ status: 'pending' })], { details: 'Edited meanwhile.' });
    const { user } = renderDashboard('/Dashboard/jobs', undefined, 'bn');
    const table = await screen.findByRole('table');
    const [approve] = await within(table).findAllByRole('button');
    await user.click(approve);
    expect(await screen.findByText(bn['messages.job.changedSinceRead'])).toBeInTheDocument();
    expect(await within(table).findByText('Edited meanwhile.')).toBeInTheDocument();
  });
});
