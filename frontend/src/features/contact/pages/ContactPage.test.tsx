import { CONTACT_FORM_MESSAGES, MESSAGES, SITE } from '@tutorhub/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { renderPage, SIGNED_OUT } from '../../../test/utils';
import ContactPage from './ContactPage';

describe('ContactPage', () => {
  it('shows the support email and phone as links', () => {
    renderPage(<ContactPage />, { auth: SIGNED_OUT });
    expect(screen.getByRole('link', { name: SITE.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: SITE.supportPhone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
  });

  it('reads in Bangla: heading, labels, required-field messages and the sent toast', async () => {
    server.use(
      http.post(apiUrl('contact'), () => HttpResponse.json({ insertedId: 'm2' }, { status: 201 })),
    );
    const { user } = renderPage(<ContactPage />, { auth: SIGNED_OUT, language: 'bn' });
    expect(screen.getByRole('heading', { name: 'যোগাযোগ করুন' })).toBeInTheDocument();
    expect(screen.getByText(/Tutor Hub টিম আপনাকে উত্তর দেবে।/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'যোগাযোগের ফর্ম' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'পাঠান' }));
    expect(await screen.findByText('আপনার পুরো নাম লিখুন')).toBeInTheDocument();
    expect(screen.getByText('আপনার ইমেইল লিখুন')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/পুরো নাম/), 'Rafi');
    await user.type(screen.getByLabelText(/ইমেইল/), 'rafi@example.com');
    await user.type(screen.getByLabelText('বার্তা'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'পাঠান' }));
    expect(await screen.findByText('ধন্যবাদ! আপনার বার্তা পাঠানো হয়েছে।')).toBeInTheDocument();
    expect(document.title).toBe('যোগাযোগ করুন · Tutor Hub');
  });

  it('requires name and email', async () => {
    const { user } = renderPage(<ContactPage />, { auth: SIGNED_OUT });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(CONTACT_FORM_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_FORM_MESSAGES.email)).toBeInTheDocument();
  });

  it('sends the message and resets', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiUrl('contact'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ insertedId: 'm1' }, { status: 201 });
      }),
    );
    const { user } = renderPage(<ContactPage />, { auth: SIGNED_OUT });
    await user.type(screen.getByLabelText(/Full name/), 'Rafi');
    await user.type(screen.getByLabelText(/Email/), 'rafi@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
    expect(body).toEqual({ name: 'Rafi', email: 'rafi@example.com' });
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue(''));
  });

  it('maps server field errors', async () => {
    server.use(
      http.post(apiUrl('contact'), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Validation failed',
            errors: { email: 'Enter a valid email address' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage(<ContactPage />, { auth: SIGNED_OUT });
    await user.type(screen.getByLabelText(/Full name/), 'Rafi');
    await user.type(screen.getByLabelText(/Email/), 'rafi@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });
});
