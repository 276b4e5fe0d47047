import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveMe, TUTOR_ME } from '../../../test/hires';
import { job, ownApplication } from '../../../test/jobs';
import { apiUrl, server } from '../../../test/server';
import { renderPage } from '../../../test/utils';
import MyApplicationsPage from './MyApplicationsPage';

describe('MyApplicationsPage', () => {
  it('lists each application with its job and status; Withdraw only while it runs, after a confirmation', async () => {
    serveMe(TUTOR_ME);
    server.use(
      http.get(apiUrl('applications/mine'), () =>
        HttpResponse.json([
          ownApplication(),
          ownApplication({
            _id: 'app-2',
            status: 'hired',
            job: job({ _id: 'job-2', subject: 'Physics', classLevel: 'HSC' }),
          }),
        ]),
      ),
    );
    const patches: unknown[] = [];
    server.use(
      http.patch(apiUrl('applications/:id'), async ({ request, params }) => {
        patches.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ modifiedCount: 1 });
      }),
    );
    const { user } = renderPage(<MyApplicationsPage />, { path: '/applications' });
    const english = await screen.findByRole('article', { name: 'English · Class 8' });
    expect(within(english).getByText('Applied')).toBeInTheDocument();
    expect(within(english).getByText('You asked for ৳5,500 a month')).toBeInTheDocument();
    expect(within(english).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/messages/application/app-1',
    );
    const physics = screen.getByRole('article', { name: 'Physics · HSC' });
    expect(within(physics).getByText('Hired')).toBeInTheDocument();
    expect(within(physics).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(within(physics).getByRole('link', { name: 'My tuitions' })).toHaveAttribute(
      'href',
      '/tuitions',
    );

    await user.click(within(english).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(patches).toEqual([{ id: 'app-1', body: { status: 'withdrawn' } }]));
  });

  it('says when there is nothing yet, with the way to the board', async () => {
    serveMe(TUTOR_ME);
    server.use(http.get(apiUrl('applications/mine'), () => HttpResponse.json([])));
    renderPage(<MyApplicationsPage />, { path: '/applications' });
    expect(await screen.findByText('You have not applied to any job yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    serveMe(TUTOR_ME);
    server.use(
      http.get(apiUrl('applications/mine'), () =>
        HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 }),
      ),
    );
    renderPage(<MyApplicationsPage />, { path: '/applications' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
