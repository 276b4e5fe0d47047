import { CONTACT_RULE_MESSAGES, JOB_MESSAGES } from '@tutorhub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listAnswer, serveMe, STUDENT_ME, TUTOR_ME, tutorProfile } from '../../../test/hires';
import { job } from '../../../test/jobs';
import { apiUrl, server } from '../../../test/server';
import { renderPage, SIGNED_OUT } from '../../../test/utils';
import JobBoardPage from './JobBoardPage';

/** Serves the board from `jobs` and records each query. */
function serveBoard(jobs = [job()], total = jobs.length) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('jobs'), ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return listAnswer(jobs, total);
    }),
    http.get(apiUrl('applications/mine'), () => HttpResponse.json([])),
    http.get(apiUrl('tutors/:id'), () =>
      HttpResponse.json(tutorProfile({ teachingSubject: 'English', location: 'Dhanmondi, Dhaka' })),
    ),
  );
  return calls;
}

describe('JobBoardPage', () => {
  it('shows open jobs with their terms and sends a visitor to sign in and back', async () => {
    const calls = serveBoard([job()], 30);
    renderPage(<JobBoardPage />, {
      path: '/jobs',
      route: '/jobs?subject=English',
      auth: SIGNED_OUT,
    });
    const card = await screen.findByRole('article', { name: 'English · Class 8' });
    const c = within(card);
    expect(c.getByText('Class 8, English version')).toBeInTheDocument();
    expect(c.getByText('৳5,000–৳6,000 a month')).toBeInTheDocument();
    expect(c.getByText('3 days a week, Offline')).toBeInTheDocument();
    expect(c.getByText(/2 applications/)).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('30 jobs')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /pagination/i })).toBeInTheDocument();
    expect(calls[0].get('subject')).toBe('English');
    expect(calls[0].get('limit')).toBe('12');
    expect(screen.queryByText('Jobs for you')).not.toBeInTheDocument();
  });

  it('applies the filters together, from the first page', async () => {
    const calls = serveBoard();
    const { user } = renderPage(<JobBoardPage />, {
      path: '/jobs',
      route: '/jobs?page=2',
      auth: SIGNED_OUT,
    });
    await screen.findByRole('article', { name: 'English · Class 8' });
    await user.type(screen.getByLabelText('Area'), 'Mirpur');
    await user.selectOptions(screen.getByLabelText('Curriculum'), 'madrasa');
    await user.type(screen.getByLabelText('Salary at least (Tk)'), '4000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.get('location')).toBe('Mirpur'));
    const last = calls.at(-1)!;
    expect(last.get('curriculum')).toBe('madrasa');
    expect(last.get('minSalary')).toBe('4000');
    expect(last.get('page')).toBe('1');
  });

  it('lets a tutor apply with a note that keeps the contact rule, and shows jobs for them', async () => {
    serveMe(TUTOR_ME);
    const calls = serveBoard();
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('jobs/:id/applications'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ insertedId: 'app-9' }, { status: 201 });
      }),
    );
    const { user } = renderPage(<JobBoardPage />, { path: '/jobs' });
    expect(await screen.findByRole('heading', { name: 'Jobs for you' })).toBeInTheDocument();
    // Their subject and the first part of their area first.
    await waitFor(() =>
      expect(
        calls.some((c) => c.get('subject') === 'English' && c.get('location') === 'Dhanmondi'),
      ).toBe(true),
    );
    await user.click(screen.getAllByRole('button', { name: 'Apply' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Apply: English' });
    const d = within(dialog);
    await user.type(d.getByLabelText(/A short note/), '01711223344');
    expect(await d.findByText(CONTACT_RULE_MESSAGES.contactDetails)).toBeInTheDocument();
    await user.clear(d.getByLabelText(/A short note/));
    await user.type(d.getByLabelText(/A short note/), 'Class 8 tutor');
    await user.type(d.getByLabelText('Expected salary (Tk a month)'), '5500');
    await user.click(d.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(bodies).toEqual([{ note: 'Class 8 tutor', expectedSalary: 5500 }]));
    expect(await screen.findByText('Application sent.')).toBeInTheDocument();
  });

  it('keeps a refusal for the gender a job asks for in the dialog, with a way to the profile', async () => {
    serveMe(TUTOR_ME);
    serveBoard([job({ tutorGender: 'female' })]);
    server.use(
      http.post(apiUrl('jobs/:id/applications'), () =>
        HttpResponse.json(
          {
            statusCode: 403,
            error: 'Forbidden',
            message: JOB_MESSAGES.femaleOnly,
            code: 'job.femaleOnly',
            params: {},
          },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderPage(<JobBoardPage />, {
      path: '/jobs',
      extraRoutes: [{ path: '/profile', element: <p>my profile page</p> }],
    });
    await user.click((await screen.findAllByRole('button', { name: 'Apply' }))[0]);
    const d = within(await screen.findByRole('dialog', { name: 'Apply: English' }));
    await user.type(d.getByLabelText('Expected salary (Tk a month)'), '5500');
    await user.click(d.getByRole('button', { name: 'Send application' }));
    expect(await d.findByText(JOB_MESSAGES.femaleOnly)).toBeInTheDocument();
    await user.click(d.getByRole('link', { name: 'My profile' }));
    expect(await screen.findByText('my profile page')).toBeInTheDocument();
  });

  it('offers a student Post a job, and no Apply', async () => {
    serveMe(STUDENT_ME);
    serveBoard();
    renderPage(<JobBoardPage />, { path: '/jobs' });
    const card = await screen.findByRole('article', { name: 'English · Class 8' });
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Sign in to apply' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/jobs/new');
  });

  it('reads in Bangla, with Bengali digits', async () => {
    serveBoard([job()], 1);
    renderPage(<JobBoardPage />, { path: '/jobs', auth: SIGNED_OUT, language: 'bn' });
    const card = await screen.findByRole('article', { name: 'ইংরেজি · Class 8' });
    const c = within(card);
    expect(c.getByText('মাসে ৳৫,০০০–৳৬,০০০')).toBeInTheDocument();
    expect(c.getByText('সপ্তাহে ৩ দিন, অফলাইন')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'আবেদন করতে লগইন করুন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'টিউশন চাকরি', level: 1 })).toBeInTheDocument();
  });
});
