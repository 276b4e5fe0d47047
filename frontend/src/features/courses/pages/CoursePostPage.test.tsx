import { COURSE_FORM_MESSAGES, MESSAGES } from '@tutorhub/contracts';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { capturePost } from '../../../test/signUp';
import { imageFile, renderPage } from '../../../test/utils';
import CoursePostPage from './CoursePostPage';

vi.mock('../../../lib/uploadImage', () => ({
  uploadImage: vi.fn(() => Promise.resolve('https://cdn.example.com/banner.png')),
}));

/** Fills every field of the course form, in its order. */
async function fillCourse(
  user: ReturnType<typeof userEvent.setup>,
  values: string[],
  banner: File,
) {
  const [name, duration, amount, prerequisites, audience, email, number, description] = values;
  await user.type(screen.getByLabelText('Course name'), name);
  await user.upload(screen.getByLabelText('Course banner'), banner);
  await user.type(screen.getByLabelText('Course duration'), duration);
  await user.type(screen.getByLabelText('Amount (BDT)'), amount);
  await user.type(screen.getByLabelText('Prerequisites (who should take it)'), prerequisites);
  await user.type(screen.getByLabelText('Target audience'), audience);
  await user.type(screen.getByLabelText('Course email'), email);
  await user.type(screen.getByLabelText('Contact number'), number);
  await user.type(screen.getByLabelText('Course description'), description);
}

describe('CoursePostPage', () => {
  it('shows every required-field message for the empty form', async () => {
    const { user } = renderPage(<CoursePostPage />, { path: '/coursePost' });
    await user.click(screen.getByRole('button', { name: 'Post course' }));
    for (const message of Object.values(COURSE_FORM_MESSAGES)) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('uploads the banner, posts the course with amount and no status, resets and explains', async () => {
    const captured = capturePost('coursePost', 'c1');
    const { user } = renderPage(<CoursePostPage />, { path: '/coursePost' });
    await fillCourse(
      user,
      [
        'Physics 101',
        '3 months',
        '4500',
        'HSC students',
        'Class 11-12',
        'course@example.com',
        '01711111111',
        'Mechanics and waves.',
      ],
      imageFile('banner.png'),
    );
    await user.click(screen.getByRole('button', { name: 'Post course' }));

    expect(await screen.findByText(MESSAGES.coursePosted)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.coursePending)).toBeInTheDocument();
    expect(captured()?.body).toEqual({
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

  it('reads in Bangla: labels, required-field messages and the pending note', async () => {
    capturePost('coursePost', 'c2');
    const { user } = renderPage(<CoursePostPage />, { path: '/coursePost', language: 'bn' });
    expect(screen.getByRole('heading', { name: 'কোর্স পোস্ট করুন' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'কোর্স পোস্টের ফর্ম' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'কোর্স পোস্ট করুন' }));
    expect(await screen.findByText('কোর্সের ফি লিখুন')).toBeInTheDocument();
    expect(screen.getByText('আপনার কোর্সের ব্যানার আপলোড করুন')).toBeInTheDocument();

    await user.type(screen.getByLabelText('কোর্সের নাম'), 'Physics 101');
    await user.upload(screen.getByLabelText('কোর্সের ব্যানার'), imageFile('banner.png'));
    await user.type(screen.getByLabelText('কোর্সের মেয়াদ'), '3 months');
    await user.type(screen.getByLabelText('ফি (টাকা)'), '4500');
    await user.type(screen.getByLabelText('পূর্বযোগ্যতা (কারা নিতে পারবেন)'), 'HSC');
    await user.type(screen.getByLabelText('কাদের জন্য'), 'Class 11-12');
    await user.type(screen.getByLabelText('কোর্সের ইমেইল'), 'course@example.com');
    await user.type(screen.getByLabelText('যোগাযোগের নম্বর'), '01711111111');
    await user.type(screen.getByLabelText('কোর্সের বিবরণ'), 'Mechanics.');
    await user.click(screen.getByRole('button', { name: 'কোর্স পোস্ট করুন' }));
    expect(await screen.findByText('সফলভাবে প্রকাশিত হয়েছে!')).toBeInTheDocument();
    expect(
      screen.getByText('একজন অ্যাডমিন অনুমোদন দিলেই আপনার কোর্সটি কোর্সের তালিকায় দেখা যাবে।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কোর্সের তালিকায় ফিরুন' })).toHaveAttribute(
      'href',
      '/course',
    );
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
    await fillCourse(
      user,
      ['X', '1 week', '0', 'none', 'all', 'c@example.com', '01711111111', 'd'],
      imageFile(),
    );
    await user.click(screen.getByRole('button', { name: 'Post course' }));
    expect(await screen.findByText('Sign in first')).toBeInTheDocument();
  });
});
