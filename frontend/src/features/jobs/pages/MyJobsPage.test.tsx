import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@tutorhub/contracts';
import { errorAnswer, serveMe, STUDENT_ME } from '../../../test/hires';
import { applicant, ownJob } from '../../../test/jobs';
import { apiUrl, server } from '../../../test/server';
import { renderPage } from '../../../test/utils';
import { startDateRange } from '../jobRules';
import type { Applicant, OwnJob } from '../jobTypes';
import MyJobsPage from './MyJobsPage';

function serveJobs(jobs: OwnJob[], applicants: Applicant[]) {
  server.use(
    http.get(apiUrl('jobs/mine'), () => HttpResponse.json(jobs)),
    http.get(apiUrl('jobs/:id/applications'), () => HttpResponse.json(applicants)),
  );
}

function capturePatch() {
  const patches: Array<{ id: string; body: unknown }> = [];
  server.use(
    http.patch(apiUrl('applications/:id'), async ({ request, params }) => {
      patches.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({ modifiedCount: 1 });
    }),
  );
  return patches;
}

const setup = () => renderPage(<MyJobsPage />, { path: '/jobs/mine' });

const actionsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('MyJobsPage', () => {
  it('shows each applicant with stars, badge, salary and note, and only the moves allowed now', async () => {
    serveMe(STUDENT_ME);
    serveJobs(
      [ownJob()],
      [
        applicant(),
        applicant({
          _id: 'app-2',
          status: 'shortlisted',
          tutor: { ...applicant().tutor, _id: 'tutor-2', name: 'Rafi Rahman', verified: false },
        }),
        applicant({
          _id: 'app-3',
          status: 'trial',
          trialAt: '2026-12-02T11:00:00.000Z',
          tutor: { ...applicant().tutor, _id: 'tutor-3', name: 'Mita Akter' },
        }),
        applicant({
          _id: 'app-4',
          status: 'withdrawn',
          tutor: { ...applicant().tutor, _id: 'tutor-4', name: 'Omar Faruk' },
        }),
      ],
    );
    setup();
    const tania = await screen.findByRole('article', { name: 'Tania Tutor' });
    const t = within(tania);
    expect(t.getByText('Verified')).toBeInTheDocument();
    expect(t.getByRole('img', { name: /Rated 4.5 out of 5 by 2 students/ })).toBeInTheDocument();
    expect(t.getByText('Expects ৳5,500 a month')).toBeInTheDocument();
    expect(t.getByText('“Five years with Class 8 English.”')).toBeInTheDocument();
    expect(t.getByRole('link', { name: 'Message Tania Tutor' })).toHaveAttribute(
      'href',
      '/messages/application/app-1',
    );
    expect(actionsOf(tania)).toEqual(['Shortlist', 'Reject']);

    const rafi = screen.getByRole('article', { name: 'Rafi Rahman' });
    expect(within(rafi).queryByText('Verified')).not.toBeInTheDocument();
    expect(actionsOf(rafi)).toEqual(['Set trial class', 'Hire', 'Reject']);

    const mita = screen.getByRole('article', { name: 'Mita Akter' });
    // 11:00 UTC is 17:00 in Dhaka.
    expect(
      within(mita).getByText(/Trial class: 2 Dec 2026.*5:00.*pm.*\(Bangladesh time\)/i),
    ).toBeInTheDocument();
    expect(actionsOf(mita)).toEqual(['Hire']);

    expect(actionsOf(screen.getByRole('article', { name: 'Omar Faruk' }))).toEqual([]);
  });

  it('shortlists at once, and hires only after a confirmation', async () => {
    serveMe(STUDENT_ME);
    serveJobs(
      [ownJob()],
      [
        applicant(),
        applicant({
          _id: 'app-2',
          status: 'trial',
          tutor: { ...applicant().tutor, name: 'Mita Akter' },
        }),
      ],
    );
    const patches = capturePatch();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Shortlist: Tania Tutor' }));
    await waitFor(() =>
      expect(patches).toEqual([{ id: 'app-1', body: { status: 'shortlisted' } }]),
    );

    await user.click(screen.getByRole('button', { name: 'Hire: Mita Akter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hire Mita Akter?' });
    expect(within(dialog).getByText(/at ৳5,500 a month/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Hire: Mita Akter' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Hire Mita Akter?' })).getByRole('button', {
        name: 'Hire',
      }),
    );
    await waitFor(() => expect(patches.at(-1)).toEqual({ id: 'app-2', body: { status: 'hired' } }));
  });

  it('sets a trial class at a time typed in Bangladesh time', async () => {
    serveMe(STUDENT_ME);
    serveJobs([ownJob()], [applicant({ status: 'shortlisted' })]);
    const patches = capturePatch();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Set trial class: Tania Tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trial class with Tania Tutor' });
    const when = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    // The same wall-clock time in Dhaka (UTC+6), as the picker holds it.
    const local = new Date(when.getTime() + 6 * 60 * 60 * 1000).toISOString().slice(0, 16);
    const input = within(dialog).getByLabelText(/Date and time \(Bangladesh time\)/);
    await user.type(input, local);
    await user.click(within(dialog).getByRole('button', { name: 'Set trial class' }));
    await waitFor(() =>
      expect(patches).toEqual([
        {
          id: 'app-1',
          body: { status: 'trial', trialAt: new Date(`${local}:00+06:00`).toISOString() },
        },
      ]),
    );
  });

  it('asks before rejecting an applicant', async () => {
    serveMe(STUDENT_ME);
    serveJobs([ownJob()], [applicant()]);
    const patches = capturePatch();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reject: Tania Tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Tania Tutor?' });
    expect(
      within(dialog).getByText('Tania Tutor will be told they were not chosen.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(patches).toEqual([{ id: 'app-1', body: { status: 'rejected' } }]));
  });

  it('tells the guardian why an admin did not approve a job, and lists no applicants', async () => {
    serveMe(STUDENT_ME);
    serveJobs(
      [ownJob({ status: 'rejected', rejectReason: 'contact-details', applications: 0 })],
      [],
    );
    setup();
    const card = await screen.findByRole('article', { name: 'English · Class 8' });
    expect(within(card).getByText('Rejected')).toBeInTheDocument();
    expect(within(card).getByText('Not approved: It contains contact details')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Close job' })).toBeNull();
    expect(within(card).queryByText('No applicants yet')).toBeNull();
  });

  it('offers Edit only on a job waiting for an admin', async () => {
    serveMe(STUDENT_ME);
    serveJobs(
      [
        ownJob({ _id: 'job-1', status: 'pending', classLevel: 'Class 6' }),
        ownJob({ _id: 'job-2', status: 'open', classLevel: 'Class 7' }),
        ownJob({ _id: 'job-3', status: 'rejected', classLevel: 'Class 9', rejectReason: 'other' }),
        ownJob({ _id: 'job-4', status: 'closed', classLevel: 'Class 10' }),
      ],
      [],
    );
    setup();
    const pending = await screen.findByRole('article', { name: 'English · Class 6' });
    expect(within(pending).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    for (const level of ['Class 7', 'Class 9', 'Class 10']) {
      const card = screen.getByRole('article', { name: `English · ${level}` });
      expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    }
  });

  it('edits a waiting job in the post form, filled in, and sends every field', async () => {
    serveMe(STUDENT_ME);
    const startDate = startDateRange().first;
    serveJobs([ownJob({ status: 'pending', startDate, tutorGender: 'female' })], []);
    const edits: Array<{ id: string; body: unknown }> = [];
    server.use(
      http.patch(apiUrl('jobs/:id'), async ({ request, params }) => {
        edits.push({ id: String(params.id), body: await request.json() });
        return HttpResponse.json({ modifiedCount: 1 });
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit job' }));
    expect(dialog.getByLabelText('Subject')).toHaveValue('English');
    expect(dialog.getByLabelText('Class')).toHaveValue('Class 8');
    expect(dialog.getByLabelText('Curriculum')).toHaveValue('english-version');
    expect(dialog.getByLabelText('Area')).toHaveValue('Dhanmondi');
    expect(dialog.getByLabelText('Mode')).toHaveValue('offline');
    expect(dialog.getByLabelText('Salary from (Tk a month)')).toHaveValue(5000);
    expect(dialog.getByLabelText('Salary up to (Tk a month)')).toHaveValue(6000);
    expect(dialog.getByLabelText('Tutor')).toHaveValue('female');
    expect(dialog.getByLabelText('Start date')).toHaveValue(startDate);

    // The post's rules apply while editing.
    await user.clear(dialog.getByLabelText('Salary up to (Tk a month)'));
    await user.type(dialog.getByLabelText('Salary up to (Tk a month)'), '4000');
    expect(await dialog.findByText(JOB_MESSAGES.salaryRange)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(edits).toEqual([]);

    await user.clear(dialog.getByLabelText('Salary up to (Tk a month)'));
    await user.type(dialog.getByLabelText('Salary up to (Tk a month)'), '7000');
    await user.clear(dialog.getByLabelText('Details (optional, up to 1000 characters)'));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(edits).toEqual([
        {
          id: 'job-1',
          body: {
            subject: 'English',
            classLevel: 'Class 8',
            curriculum: 'english-version',
            location: 'Dhanmondi',
            mode: 'offline',
            daysPerWeek: 3,
            salaryMin: 5000,
            salaryMax: 7000,
            tutorGender: 'female',
            students: 1,
            startDate,
            details: '',
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the API’s refusal of an edit and keeps the form open', async () => {
    serveMe(STUDENT_ME);
    serveJobs([ownJob({ status: 'pending', startDate: startDateRange().first })], []);
    server.use(
      http.patch(apiUrl('jobs/:id'), () => errorAnswer(409, JOB_MESSAGES.onlyPendingEdit)),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(JOB_MESSAGES.onlyPendingEdit)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit job' })).toBeInTheDocument();
  });

  it('says so when the guardian has posted nothing yet', async () => {
    serveMe(STUDENT_ME);
    serveJobs([], []);
    setup();
    expect(await screen.findByText('You have not posted a job yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Post a job' })[0]).toHaveAttribute(
      'href',
      '/jobs/new',
    );
  });
});
