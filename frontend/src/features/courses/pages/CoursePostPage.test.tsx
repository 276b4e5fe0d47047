import { COURSE_FORM_MESSAGES, MESSAGES } from '@tutorhub/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { imageFile, renderPage } from '../../../test/utils';
import CoursePostPage from './CoursePostPage';

vi.mock('../../../lib/uploadImage', () => ({
  uploadImage: vi.fn(() => Promise.resolve('https://cdn.example.com/banner.png')),
}));

describe('CoursePostPage', () => {
  it('shows every §5 message for the empty form', async () => {
    const { user } = renderPage(<CoursePostPage />, { path: '/coursePost' });
    await user.click(screen.getByRole('button', { name: 'Post course' }));
    for (const message of Object.values(COURSE_FORM_MESSAGES)) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('uploads the banner, posts the course with amount and no status, resets and explains', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiUrl('coursePost'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ insertedId: 'c1' }, { status: 201 });
      }),
    );
    const { user } = renderPage(<CoursePostPage />, { path: '/coursePost' });
    await user.type(screen.getByLabelText('Course name'), 'Physics 101');
    await user.upload(screen.getByLabelText('Course banner'), imageFile('banner.png'));
    await user.type(screen.getByLabelText('Course duration'), '3 months');
    await user.type(screen.getByLabelText('Amount (BDT)'), '4500');
    await user.type(screen.getByLabelText('Prerequisites (who should take it)'), 'HSC students');
    await user.type(screen.getByLabelText('Target audience'), 'Class 11-12');
    await user.type(screen.getByLabelText('Course email'), 'course@example.com');
    await user.type(screen.getByLabelText('Contact number'), '01711111111');
    await user.type(screen.getByLabelText('Course description'), 'Mechanics and waves.');
    await user.click(screen.getByRole('button', { name: 'Post course' }));

    expect(await screen.findByText(MESSAGES.coursePosted)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.coursePending)).toBeInTheDocument();
    expect(body).toEqual({
      courseName: 'Physics 101',
      image: 'https://cdn.example.com/banner.png',
      email: 'course@example.com',
      number: '01711111111',
      description: 'Mechanics and waves.',
      duration: '3 months',
      amount: 4500,
      prerequisites: 'HSC students',
      targetAudience: 'Class 11-12',
    });
    expect(screen.getByLabelText('Course name')).toHaveValue('');
  });

  it('shows the server message in a toast on failure', async () => {
    server.use(
      http.post(apiUrl('coursePost'), () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'Sign in first' },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderPage(<CoursePostPage />, { path: '/coursePost' });
    await user.type(screen.getByLabelText('Course name'), 'X');
    await user.upload(screen.getByLabelText('Course banner'), imageFile());
    await user.type(screen.getByLabelText('Course duration'), '1 week');
    await user.type(screen.getByLabelText('Amount (BDT)'), '0');
    await user.type(screen.getByLabelText('Prerequisites (who should take it)'), 'none');
    await user.type(screen.getByLabelText('Target audience'), 'all');
    await user.type(screen.getByLabelText('Course email'), 'c@example.com');
    await user.type(screen.getByLabelText('Contact number'), '01711111111');
    await user.type(screen.getByLabelText('Course description'), 'd');
    await user.click(screen.getByRole('button', { name: 'Post course' }));
    expect(await screen.findByText('Sign in first')).toBeInTheDocument();
  });
});
