import { REPORT_MESSAGES } from '@tutorhub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../store/apiTypes';
import { apiUrl, server } from '../../test/server';
import { renderPage, SIGNED_OUT } from '../../test/utils';
import { authApi } from '../../lib/auth/authApi';
import ReportButton from './ReportButton';

const STUDENT: Me = {
  _id: 'student-1',
  email: 'rahim@example.com',
  name: 'Rahim',
  image: null,
  kind: 'student',
  role: 'student',
  phone: null,
  phoneVerified: false,
  emailVerified: true,
  signInMethods: ['password'],
};

const serveMe = (me: Me) => server.use(http.get(apiUrl('me'), () => HttpResponse.json(me)));

/** POST /api/reports answered with `answer`; records each body sent. */
function serveReports(answer = () => HttpResponse.json({ insertedId: 'rep-1' }, { status: 201 })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('reports'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const button = (
  <ReportButton
    target={{ targetType: 'review', targetId: 'review-1' }}
    name="Karim"
    ownerId="karim-1"
  />
);

describe('ReportButton', () => {
  it('sends the reason and note, then thanks the member and closes', async () => {
    serveMe(STUDENT);
    const bodies = serveReports();
    const { user } = renderPage(button);
    await user.click(await screen.findByRole('button', { name: 'Report the review by Karim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report to the admins' });
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Why are you reporting this?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Contact details', 'Fake profile', 'Abuse', 'Scam or fee demand', 'Other']);
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fee demand' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note for the admins (optional)' }),
      'Asks for a registration fee.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_MESSAGES.reported)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        targetType: 'review',
        targetId: 'review-1',
        reason: 'scam',
        note: 'Asks for a registration fee.',
      },
    ]);
  });

  it('asks for a reason before sending, and shows the server refusal', async () => {
    serveMe(STUDENT);
    const bodies = serveReports(() =>
      HttpResponse.json(
        { statusCode: 409, error: 'Conflict', message: REPORT_MESSAGES.alreadyReported },
        { status: 409 },
      ),
    );
    const { user } = renderPage(button);
    await user.click(await screen.findByRole('button', { name: 'Report the review by Karim' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.reason);
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Abuse' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_MESSAGES.alreadyReported)).toBeInTheDocument();
    expect(bodies).toEqual([{ targetType: 'review', targetId: 'review-1', reason: 'abuse' }]);
  });

  it('reads in Bangla', async () => {
    serveMe(STUDENT);
    serveReports();
    const { user } = renderPage(button, { language: 'bn' });
    await user.click(await screen.findByRole('button', { name: 'Karim-এর রিভিউ রিপোর্ট করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'অ্যাডমিনদের কাছে রিপোর্ট করুন' });
    await user.click(within(dialog).getByRole('radio', { name: 'ভুয়া প্রোফাইল' }));
    await user.click(within(dialog).getByRole('button', { name: 'রিপোর্ট পাঠান' }));
    expect(
      await screen.findByText('ধন্যবাদ। একজন অ্যাডমিন আপনার রিপোর্টটি দেখবেন।'),
    ).toBeInTheDocument();
  });

  it('is not offered to visitors, to accounts without a profile, nor on one’s own item', async () => {
    const visitor = renderPage(button, { auth: SIGNED_OUT });
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    visitor.unmount();

    serveMe({ ...STUDENT, kind: null, role: null });
    const noProfile = renderPage(button);
    await waitFor(() =>
      expect(authApi.endpoints.getMe.select()(noProfile.store.getState()).isSuccess).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    noProfile.unmount();

    serveMe(STUDENT);
    renderPage(
      <>
        <ReportButton
          target={{ targetType: 'student', targetId: 'student-1' }}
          name="Rahim"
          ownerId="student-1"
        />
        {button}
      </>,
    );
    expect(
      await screen.findByRole('button', { name: 'Report the review by Karim' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Report the profile of Rahim' }),
    ).not.toBeInTheDocument();
  });
});
