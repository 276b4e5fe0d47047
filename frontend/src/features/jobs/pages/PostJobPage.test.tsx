import { CONTACT_RULE_MESSAGES, JOB_MESSAGES } from '@tutorhub/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveMe, STUDENT_ME, TUTOR_ME } from '../../../test/hires';
import { apiUrl, server } from '../../../test/server';
import { renderPage } from '../../../test/utils';
import PostJobPage from './PostJobPage';

const setup = () =>
  renderPage(<PostJobPage />, {
    path: '/jobs/new',
    extraRoutes: [{ path: '/jobs/mine', element: <p>my jobs page</p> }],
  });

describe('PostJobPage', () => {
  it('says an admin checks each post, and shows the rules as the guardian types', async () => {
    serveMe(STUDENT_ME);
    const { user } = setup();
    expect(await screen.findByText(/An admin checks each post/)).toBeInTheDocument();

    await user.type(
      screen.getByLabelText('Details (optional, up to 1000 characters)'),
      'Call 01711223344',
    );
    expect(await screen.findByText(CONTACT_RULE_MESSAGES.contactDetails)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Area'), 'D');
    expect(await screen.findByText(JOB_MESSAGES.location)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Salary from (Tk a month)'), '6000');
    await user.type(screen.getByLabelText('Salary up to (Tk a month)'), '5000');
    expect(await screen.findByText(JOB_MESSAGES.salaryRange)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Salary from (Tk a month)'));
    await user.type(screen.getByLabelText('Salary from (Tk a month)'), '400');
    expect(await screen.findByText(JOB_MESSAGES.salary)).toBeInTheDocument();
    // The maximum is checked again as the minimum changes: 400 ≤ 5000.
    expect(screen.queryByText(JOB_MESSAGES.salaryRange)).not.toBeInTheDocument();
  });

  it('posts the job as the API takes it, then opens My jobs', async () => {
    serveMe(STUDENT_ME);
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('jobs'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ insertedId: 'job-9' }, { status: 201 });
      }),
    );
    const { user } = setup();
    await user.selectOptions(await screen.findByLabelText('Subject'), 'English');
    await user.type(screen.getByLabelText('Class'), ' Class 8 ');
    await user.selectOptions(screen.getByLabelText('Curriculum'), 'english-version');
    await user.type(screen.getByLabelText('Area'), 'Dhanmondi');
    await user.selectOptions(screen.getByLabelText('Mode'), 'offline');
    await user.type(screen.getByLabelText('Salary from (Tk a month)'), '5000');
    await user.type(screen.getByLabelText('Salary up to (Tk a month)'), '6000');
    await user.selectOptions(screen.getByLabelText('Tutor'), 'female');
    await user.click(screen.getByRole('button', { name: 'Post job' }));

    expect(await screen.findByText('my jobs page')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        subject: 'English',
        classLevel: 'Class 8',
        curriculum: 'english-version',
        location: 'Dhanmondi',
        mode: 'offline',
        daysPerWeek: 3,
        salaryMin: 5000,
        salaryMax: 6000,
        tutorGender: 'female',
        students: 1,
      }),
    ]);
    expect(bodies[0]).not.toHaveProperty('details');
  });

  it('shows the API’s refusal (five jobs waiting or open) and stays on the form', async () => {
    serveMe(STUDENT_ME);
    server.use(
      http.post(apiUrl('jobs'), () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: JOB_MESSAGES.tooManyLive,
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = setup();
    await user.selectOptions(await screen.findByLabelText('Subject'), 'English');
    await user.type(screen.getByLabelText('Class'), 'Class 8');
    await user.selectOptions(screen.getByLabelText('Curriculum'), 'madrasa');
    await user.type(screen.getByLabelText('Area'), 'Mirpur');
    await user.selectOptions(screen.getByLabelText('Mode'), 'online');
    await user.type(screen.getByLabelText('Salary from (Tk a month)'), '5000');
    await user.type(screen.getByLabelText('Salary up to (Tk a month)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect(await screen.findByText(JOB_MESSAGES.tooManyLive)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post job' })).toBeInTheDocument();
  });

  it('tells a tutor that only a student or guardian posts jobs', async () => {
    serveMe(TUTOR_ME);
    setup();
    expect(
      await screen.findByText('Only a student or guardian account can post a tuition job.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Post job' })).toBeNull());
  });
});
