import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EmailReport } from '../../../store/apiTypes';
import { apiUrl, server } from '../../../test/server';
import { renderDashboard, serveMe } from '../../../test/admin';

const report = (failed: EmailReport['failed']): EmailReport => ({
  counts: { queued: 3, sent: 1250, failed: failed.length },
  failed,
});
const refused = {
  _id: 'e1',
  to: 'tanvir@example.com',
  type: 'hire.requested' as const,
  reason: '550 5.1.1 Mailbox unavailable',
  attempts: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** GET /api/email/report answering `answers` in turn (the last one from then on). */
function serveReport(...answers: EmailReport[]) {
  let call = 0;
  server.use(
    http.get(apiUrl('email/report'), () =>
      HttpResponse.json(answers[Math.min(call++, answers.length - 1)]),
    ),
  );
}

beforeEach(() => serveMe());

describe('Dashboard › Email', () => {
  it('shows the last 7 days by state and each failure with its reason; retry queues it again', async () => {
    serveReport(report([refused]), report([]));
    const retried: string[] = [];
    server.use(
      http.post(apiUrl('email/:id/retry'), ({ params }) => {
        retried.push(String(params.id));
        return HttpResponse.json({ modifiedCount: 1 });
      }),
    );
    const { user } = renderDashboard('/Dashboard/email');
    expect(await screen.findByRole('heading', { name: 'Email', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(screen.getByText('Queued')).toBeInTheDocument();
    const row = screen.getByText('tanvir@example.com').closest('tr') as HTMLElement;
    expect(within(row).getByText('550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
    expect(within(row).getByText('New request')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: 'Retry the email to tanvir@example.com' }),
    );
    await waitFor(() => expect(retried).toEqual(['e1']));
    expect(await screen.findByText('Email queued again')).toBeInTheDocument();
    expect(await screen.findByText('No email failed in the last 7 days.')).toBeInTheDocument();
  });

  it('reads in Bangla, with Bengali digits', async () => {
    serveReport(report([refused]));
    renderDashboard('/Dashboard/email', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'ইমেইল', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('১,২৫০')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'ব্যর্থ ইমেইল' })).toBeInTheDocument();
    expect(screen.getByText('নতুন অনুরোধ')).toBeInTheDocument();
  });

  it('offers to try again when the report cannot be loaded', async () => {
    server.use(http.get(apiUrl('email/report'), () => new HttpResponse(null, { status: 500 })));
    renderDashboard('/Dashboard/email');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
