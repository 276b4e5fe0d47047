import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SmsReport, SmsRow } from '../../../store/apiTypes';
import { apiUrl, server } from '../../../test/server';
import { renderDashboard, serveMe } from '../../../test/admin';

const sent: SmsRow = {
  _id: 's1',
  to: '+8801712345678',
  type: 'hire.requested',
  language: 'bn',
  text: 'টিউটর হাব: রহিম আপনাকে পদার্থবিজ্ঞান পড়াতে অনুরোধ করেছেন। https://tutorhub.example/tuitions',
  parts: 2,
  encoding: 'UCS-2',
  state: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-12-01T04:00:00.000Z',
  sentAt: '2026-12-01T04:00:02.000Z',
};
const failed: SmsRow = {
  ...sent,
  _id: 's2',
  to: '+8801812345678',
  language: 'en',
  text: 'Tutor Hub: Rahim asks you to teach Physics. https://tutorhub.example/tuitions',
  parts: 1,
  encoding: 'GSM-7',
  state: 'failed',
  attempts: 5,
  lastError: '1006: Invalid mobile number',
  sentAt: null,
};

const report = (recent: SmsRow[]): SmsReport => ({
  month: '2026-12',
  partsThisMonth: 1234,
  byState: {
    queued: 2,
    sent: recent.filter((s) => s.state === 'sent').length,
    failed: recent.filter((s) => s.state === 'failed').length,
    limited: 0,
  },
  recent,
});

/** GET /api/sms/report answering `answers` in turn (the last one from then on). */
function serveReport(...answers: SmsReport[]) {
  let call = 0;
  server.use(
    http.get(apiUrl('sms/report'), () =>
      HttpResponse.json(answers[Math.min(call++, answers.length - 1)]),
    ),
  );
}

beforeEach(() => serveMe());

describe('Dashboard › SMS', () => {
  it('shows the month’s parts, each SMS with its parts, a failure’s reason, and retries it', async () => {
    serveReport(report([sent, failed]), report([sent, { ...failed, state: 'queued' }]));
    const retried: string[] = [];
    server.use(
      http.post(apiUrl('sms/:id/retry'), ({ params }) => {
        retried.push(String(params.id));
        return HttpResponse.json({ modifiedCount: 1 });
      }),
    );
    const { user } = renderDashboard('/Dashboard/sms');
    expect(await screen.findByRole('heading', { name: 'SMS', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('Parts this month')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Recent SMS' });
    const sentRow = within(table).getByText('+8801712345678').closest('tr') as HTMLElement;
    expect(within(sentRow).getByText('2')).toBeInTheDocument();
    expect(within(sentRow).getByText('New request')).toBeInTheDocument();
    expect(within(sentRow).queryByRole('button')).not.toBeInTheDocument();
    const failedRow = within(table).getByText('+8801812345678').closest('tr') as HTMLElement;
    expect(within(failedRow).getByText('1006: Invalid mobile number')).toBeInTheDocument();
    await user.click(
      within(failedRow).getByRole('button', { name: 'Retry the SMS to +8801812345678' }),
    );
    await waitFor(() => expect(retried).toEqual(['s2']));
    expect(await screen.findByText('SMS queued again')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByText('+8801812345678').closest('tr') as HTMLElement).queryByRole(
          'button',
        ),
      ).not.toBeInTheDocument(),
    );
  });

  it('says when no SMS went out in the last 7 days', async () => {
    serveReport(report([]));
    renderDashboard('/Dashboard/sms');
    expect(await screen.findByText('No SMS in the last 7 days.')).toBeInTheDocument();
  });

  it('reads in Bangla, with Bengali digits', async () => {
    serveReport(report([sent]));
    renderDashboard('/Dashboard/sms', undefined, 'bn');
    expect(await screen.findByText('১,২৩৪')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'সাম্প্রতিক এসএমএস' })).toBeInTheDocument();
    expect(screen.getByText('নতুন অনুরোধ')).toBeInTheDocument();
  });

  it('offers to try again when the report cannot be loaded', async () => {
    server.use(http.get(apiUrl('sms/report'), () => new HttpResponse(null, { status: 500 })));
    renderDashboard('/Dashboard/sms');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
