import { MESSAGES, REVIEW_FORM_MESSAGES } from '@tutorhub/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../test/server';
import { renderPage, SIGNED_OUT } from '../../test/utils';
import ReviewForm from './ReviewForm';

describe('ReviewForm', () => {
  it('asks visitors to log in', () => {
    renderPage(<ReviewForm />, { auth: SIGNED_OUT });
    expect(screen.getByRole('link', { name: 'Log in to write a review' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('requires a message', async () => {
    const { user } = renderPage(<ReviewForm />);
    // The form's code loads for a signed-in user only.
    await user.click(await screen.findByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(REVIEW_FORM_MESSAGES.message)).toBeInTheDocument();
  });

  it('posts message and rating only (author is server-owned) and resets', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiUrl('tutorReview'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ insertedId: 'r1' }, { status: 201 });
      }),
    );
    const { user } = renderPage(<ReviewForm />);
    await user.type(await screen.findByLabelText('Your review'), 'Great tutor!');
    // fireEvent: jsdom has no layout, so the pointer-hover maths of Rating cannot run.
    fireEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(MESSAGES.reviewSubmitted)).toBeInTheDocument();
    expect(body).toEqual({ message: 'Great tutor!', rating: 4 });
    expect(screen.getByLabelText('Your review')).toHaveValue('');
  });

  it('omits the rating when none is chosen and reports failures', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiUrl('tutorReview'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'x' },
          { status: 500 },
        );
      }),
    );
    const { user } = renderPage(<ReviewForm />);
    await user.type(await screen.findByLabelText('Your review'), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(MESSAGES.reviewFailed)).toBeInTheDocument();
    expect(body).toEqual({ message: 'Nice' });
  });

  it('shows the API’s message when a limit is hit or the service is down', async () => {
    toast.remove(); // toasts live in a module-wide store: drop the previous test's
    const answers = [
      HttpResponse.json(
        { statusCode: 429, error: 'Too Many Requests', message: 'Only 5 reviews an hour.' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
      new HttpResponse('<html>Service Unavailable</html>', { status: 503 }),
    ];
    server.use(http.post(apiUrl('tutorReview'), () => answers.shift()));
    const { user } = renderPage(<ReviewForm />);
    await user.type(await screen.findByLabelText('Your review'), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Only 5 reviews an hour.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(MESSAGES.serviceUnavailable)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.reviewFailed)).not.toBeInTheDocument();
  });

  it('asks visitors to log in, in Bangla', () => {
    renderPage(<ReviewForm />, { auth: SIGNED_OUT, language: 'bn' });
    expect(screen.getByRole('link', { name: 'রিভিউ লিখতে লগইন করুন' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('reads in Bangla: labels, the rule, the chosen stars in Bengali digits and the thanks', async () => {
    server.use(
      http.post(apiUrl('tutorReview'), () =>
        HttpResponse.json({ insertedId: 'r1' }, { status: 201 }),
      ),
    );
    const { user } = renderPage(<ReviewForm />, { language: 'bn' });
    const form = await screen.findByRole('form', { name: 'রিভিউ লিখুন' });
    expect(screen.getByRole('heading', { name: 'রিভিউ লিখুন' })).toBeInTheDocument();
    expect(screen.getByText('আপনার রেটিং (ঐচ্ছিক)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'রিভিউ জমা দিন' }));
    expect(await screen.findByText('আপনার রিভিউ লিখুন')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('radio', { name: '৪ তারা' }));
    expect(screen.getByText('৪ / ৫')).toBeInTheDocument();
    await user.type(screen.getByLabelText('আপনার রিভিউ'), 'খুব ভালো');
    await user.click(screen.getByRole('button', { name: 'রিভিউ জমা দিন' }));
    expect(await screen.findByText('রিভিউ সফলভাবে জমা হয়েছে!')).toBeInTheDocument();
  });
});
