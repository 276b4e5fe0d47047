import { CONTACT_FORM_MESSAGES, MESSAGES } from '@tutorhub/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import Footer from '../../../components/Footer';
import { apiUrl, server } from '../../../test/server';
import { renderPage, SIGNED_OUT } from '../../../test/utils';
import NewsletterForm from './NewsletterForm';

/** The footer as the app composes it: with the newsletter form. */
const footer = <Footer Newsletter={NewsletterForm} />;

describe('Footer', () => {
  it('shows the copyright and requires an email', async () => {
    const { user } = renderPage(footer, { auth: SIGNED_OUT });
    expect(screen.getByText(/© 2024 Tutor Hub/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(CONTACT_FORM_MESSAGES.email)).toBeInTheDocument();
  });

  it('subscribes to the newsletter', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiUrl('newsletter'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ insertedId: 'n1' }, { status: 201 });
      }),
    );
    const { user } = renderPage(footer, { auth: SIGNED_OUT });
    await user.type(screen.getByLabelText('Your email'), 'news@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(MESSAGES.newsletterSubscribed)).toBeInTheDocument();
    expect(body).toEqual({ email: 'news@example.com' });
  });

  it('reads in Bangla: label, button, required-field message and the toast', async () => {
    server.use(
      http.post(apiUrl('newsletter'), () =>
        HttpResponse.json({ insertedId: 'n2' }, { status: 201 }),
      ),
    );
    const { user } = renderPage(footer, { auth: SIGNED_OUT, language: 'bn' });
    await user.click(screen.getByRole('button', { name: 'সাবস্ক্রাইব করুন' }));
    expect(await screen.findByText('আপনার ইমেইল লিখুন')).toBeInTheDocument();
    await user.type(screen.getByLabelText('আপনার ইমেইল'), 'news@example.com');
    await user.click(screen.getByRole('button', { name: 'সাবস্ক্রাইব করুন' }));
    expect(
      await screen.findByText('সাবস্ক্রাইব হয়েছে! Tutor Hub-এর খবরের জন্য আপনার ইনবক্সে চোখ রাখুন।'),
    ).toBeInTheDocument();
  });

  it('reports a failure', async () => {
    server.use(http.post(apiUrl('newsletter'), () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderPage(footer, { auth: SIGNED_OUT });
    await user.type(screen.getByLabelText('Your email'), 'news@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(MESSAGES.newsletterFailed)).toBeInTheDocument();
  });
});
