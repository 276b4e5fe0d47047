import { HIRE_MESSAGES, HIRE_REASON_LABELS, PROFILE_MESSAGES } from '@tutorhub/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import type { Language } from '../../../i18n';
import { renderPage } from '../../../test/utils';
import { errorAnswer, hire, listAnswer, serveMe, STUDENT_ME, TUTOR_ME } from '../../../test/hires';
import type { Hire } from '../../../store/hireTypes';
import MyTuitionsPage from './MyTuitionsPage';

/** Serves GET /api/hires from `byStatus` (keyed by the status param) and records the calls. */
function serveHires(byStatus: Record<string, Hire[]>) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('hires'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      return listAnswer(byStatus[params.get('status') ?? ''] ?? []);
    }),
  );
  return calls;
}

function capturePatch(answer: () => Response = () => HttpResponse.json({ modifiedCount: 1 })) {
  const patches: Array<{ id: string; body: unknown }> = [];
  server.use(
    http.patch(apiUrl('hires/:id'), async ({ request, params }) => {
      patches.push({ id: String(params.id), body: await request.json() });
      return answer();
    }),
  );
  return patches;
}

const setup = (route = '/tuitions', language: Language = 'en') =>
  renderPage(<MyTuitionsPage />, { path: '/tuitions', route, language });

/** A tuition that ran its 28 days long ago: its student may rate the tutor. */
const RATABLE_SINCE = '2026-01-01T00:00:00.000Z';

describe('MyTuitionsPage', () => {
  it('lists requests with the other party, terms and dates; Past asks for three statuses', async () => {
    serveMe(STUDENT_ME);
    const calls = serveHires({ requested: [hire()] });
    const { user } = setup();
    const card = await screen.findByRole('article', { name: 'Tania Tutor' });
    const c = within(card);
    expect(c.getByText('Tutor')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'Tania Tutor' })).toHaveAttribute('href', '/tutors/tutor-1');
    expect(c.getByText('Class 9')).toBeInTheDocument();
    expect(c.getByText('৳6,000/month')).toBeInTheDocument();
    expect(c.getByText('Offline, Dhanmondi')).toBeInTheDocument();
    expect(c.getByText('1 Dec 2026')).toBeInTheDocument();
    expect(c.getByText('“Exam in March”')).toBeInTheDocument();
    // A student cannot accept their own request; no contact before acceptance.
    expect(c.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(c.queryByText('Phone')).not.toBeInTheDocument();
    expect(calls[0].get('status')).toBe('requested');

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past tuitions.')).toBeInTheDocument();
    expect(calls.at(-1)?.get('status')).toBe('ended,declined,cancelled');
  });

  it('lets the tutor accept a request at once', async () => {
    serveMe(TUTOR_ME);
    serveHires({ requested: [hire()] });
    const patches = capturePatch();
    const { user } = setup();
    const card = await screen.findByRole('article', { name: 'Sam Student' });
    await user.click(within(card).getByRole('button', { name: 'Accept: Sam Student' }));
    await waitFor(() => expect(patches).toEqual([{ id: 'hire-1', body: { status: 'accepted' } }]));
    expect(await screen.findByText(/Accepted\. You can now see/)).toBeInTheDocument();
  });

  it('confirms a decline with an optional reason; Keep it sends nothing', async () => {
    serveMe(TUTOR_ME);
    serveHires({ requested: [hire()] });
    const patches = capturePatch();
    const { user } = setup();
    const card = await screen.findByRole('article', { name: 'Sam Student' });
    await user.click(within(card).getByRole('button', { name: 'Decline: Sam Student' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline Sam Student’s request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Decline: Sam Student' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline Sam Student’s request?' });
    await user.selectOptions(
      within(dialog).getByLabelText('Reason (optional)'),
      HIRE_REASON_LABELS.schedule,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(patches).toEqual([{ id: 'hire-1', body: { status: 'declined', reason: 'schedule' } }]),
    );
  });

  it('lets the student cancel a request after confirming', async () => {
    serveMe(STUDENT_ME);
    serveHires({ requested: [hire()] });
    const patches = capturePatch();
    const { user } = setup();
    const card = await screen.findByRole('article', { name: 'Tania Tutor' });
    await user.click(within(card).getByRole('button', { name: 'Cancel request: Tania Tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(patches).toEqual([{ id: 'hire-1', body: { status: 'cancelled' } }]));
  });

  it('shows contacts on an active tuition, ends it, and shows a refused move', async () => {
    serveMe(STUDENT_ME);
    const active = hire({
      status: 'accepted',
      tutor: {
        _id: 'tutor-1',
        name: 'Tania Tutor',
        image: null,
        email: 'tania@example.com',
        number: '01711111111',
      },
    });
    serveHires({ accepted: [active] });
    capturePatch(() => errorAnswer(409, HIRE_MESSAGES.onlyAccepted));
    const { user } = setup('/tuitions?tab=active');
    const card = await screen.findByRole('article', { name: 'Tania Tutor' });
    expect(within(card).getByRole('link', { name: '01711111111' })).toHaveAttribute(
      'href',
      'tel:01711111111',
    );
    expect(within(card).getByRole('link', { name: 'tania@example.com' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'End tuition: Tania Tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this tuition?' });
    await user.click(within(dialog).getByRole('button', { name: 'End tuition' }));
    expect(await screen.findByText(HIRE_MESSAGES.onlyAccepted)).toBeInTheDocument();
  });

  it('rates the tutor of an ended tuition: stars and message are required', async () => {
    serveMe(STUDENT_ME);
    serveHires({
      'ended,declined,cancelled': [
        hire({ status: 'ended', reason: 'no-longer-needed', ratableFrom: RATABLE_SINCE }),
      ],
    });
    const posted: unknown[] = [];
    server.use(
      http.post(apiUrl('tutors/tutor-1/reviews'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ insertedId: 'rev-1' }, { status: 201 });
      }),
    );
    const { user } = setup('/tuitions?tab=past');
    const card = await screen.findByRole('article', { name: 'Tania Tutor' });
    expect(within(card).getByText(HIRE_REASON_LABELS['no-longer-needed'])).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Rate this tutor: Tania Tutor' }));
    const form = await screen.findByRole('form', { name: 'Rate this tutor' });
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await within(form).findByText('Rate from 1 to 5')).toBeInTheDocument();
    expect(within(form).getByText('Write your review')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('radio', { name: '4 Stars' }));
    await user.type(within(form).getByLabelText('Your review'), 'Clear and patient');
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText(PROFILE_MESSAGES.ratingPosted)).toBeInTheDocument();
    expect(posted).toEqual([{ rating: 4, message: 'Clear and patient' }]);
    await waitFor(() =>
      expect(
        within(card).queryByRole('button', { name: 'Rate this tutor: Tania Tutor' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('tells the student from when they can rate a running tuition, in both languages', async () => {
    serveMe(STUDENT_ME);
    const running = hire({ status: 'accepted', ratableFrom: '2099-12-12T06:00:00.000Z' });
    serveHires({ accepted: [running] });
    setup('/tuitions?tab=active');
    const card = await screen.findByRole('article', { name: 'Tania Tutor' });
    expect(within(card).getByText('You can rate this tutor from 12 Dec 2099.')).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Rate this tutor: Tania Tutor' }),
    ).not.toBeInTheDocument();
  });

  it('says the rating date in Bangla, and offers no rating for a tuition ended too soon', async () => {
    serveMe(STUDENT_ME);
    serveHires({
      accepted: [hire({ status: 'accepted', ratableFrom: '2099-12-12T06:00:00.000Z' })],
      'ended,declined,cancelled': [hire({ _id: 'hire-2', status: 'ended', ratableFrom: null })],
    });
    const { user } = setup('/tuitions?tab=active', 'bn');
    const card = await screen.findByRole('article', { name: 'Tania Tutor' });
    expect(
      within(card).getByText('১২ ডিসে, ২০৯৯ থেকে আপনি এই শিক্ষককে রেটিং দিতে পারবেন।'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'পুরোনো' }));
    // The active tuition's card leaves first: the past one has the same name.
    await waitFor(() => expect(card).not.toBeInTheDocument());
    const past = await screen.findByRole('article', { name: 'Tania Tutor' });
    expect(within(past).queryByRole('button')).not.toBeInTheDocument();
    expect(within(past).queryByText(/রেটিং দিতে পারবেন/)).not.toBeInTheDocument();
  });

  it('offers Message on every hire, past ones included, to either side', async () => {
    serveMe(TUTOR_ME);
    serveHires({ 'ended,declined,cancelled': [hire({ _id: 'hire-7', status: 'ended' })] });
    setup('/tuitions?tab=past');
    const card = await screen.findByRole('article', { name: 'Sam Student' });
    expect(within(card).getByRole('link', { name: 'Message: Sam Student' })).toHaveAttribute(
      'href',
      '/messages/hire/hire-7',
    );
  });

  it('offers no actions to the tutor on a past tuition', async () => {
    serveMe(TUTOR_ME);
    serveHires({ 'ended,declined,cancelled': [hire({ status: 'declined', reason: 'salary' })] });
    setup('/tuitions?tab=past');
    const card = await screen.findByRole('article', { name: 'Sam Student' });
    expect(within(card).getByText('Declined')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and a way to find a tutor when a student has no requests', async () => {
    serveMe(STUDENT_ME);
    let fail = true;
    server.use(http.get(apiUrl('hires'), () => (fail ? errorAnswer(500, 'boom') : listAnswer([]))));
    const { user } = setup();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('No open requests.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tutor' })).toHaveAttribute(
      'href',
      '/tutorFinds',
    );
  });

  it('reads in Bangla: tabs, the card’s terms in Bengali digits, its actions and toasts', async () => {
    serveMe(STUDENT_ME);
    serveHires({ requested: [hire()] });
    const patches = capturePatch();
    const { user } = setup('/tuitions', 'bn');
    expect(await screen.findByRole('heading', { name: 'আমার টিউশন' })).toBeInTheDocument();
    expect(document.title).toContain('আমার টিউশন');
    expect(screen.getByRole('tab', { name: 'অনুরোধ' })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('article', { name: 'Tania Tutor' });
    const c = within(card);
    expect(c.getByText('শিক্ষক')).toBeInTheDocument();
    expect(c.getByText('অনুরোধ করা হয়েছে')).toBeInTheDocument();
    expect(c.getByText('পদার্থবিজ্ঞান')).toBeInTheDocument();
    expect(c.getByText('৩')).toBeInTheDocument();
    expect(c.getByText('৳৬,০০০/মাস')).toBeInTheDocument();
    expect(c.getByText('অফলাইন, Dhanmondi')).toBeInTheDocument();
    expect(c.getByText('১ ডিসে, ২০২৬')).toBeInTheDocument();
    expect(c.getByText('২০ নভে, ২০২৬')).toBeInTheDocument();

    await user.click(c.getByRole('button', { name: 'অনুরোধ বাতিল করুন: Tania Tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'অনুরোধটি বাতিল করবেন?' });
    expect(
      within(dialog).getByText('Tania Tutor-কে জানানো হবে যে আপনি অনুরোধটি বাতিল করেছেন।'),
    ).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('কারণ (ঐচ্ছিক)'), 'বেতন মেলেনি');
    await user.click(within(dialog).getByRole('button', { name: 'অনুরোধ বাতিল করুন' }));
    await waitFor(() =>
      expect(patches).toEqual([{ id: 'hire-1', body: { status: 'cancelled', reason: 'salary' } }]),
    );
    expect(await screen.findByText('অনুরোধ বাতিল হয়েছে')).toBeInTheDocument();
  });

  it('reads in Bangla when empty, and names a removed party in Bangla', async () => {
    serveMe(STUDENT_ME);
    serveHires({
      'ended,declined,cancelled': [
        hire({ status: 'ended', reason: 'no-longer-needed', tutor: null }),
      ],
    });
    const { user } = setup('/tuitions', 'bn');
    expect(await screen.findByText('অপেক্ষমাণ কোনো অনুরোধ নেই।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'শিক্ষক খুঁজুন' })).toHaveAttribute('href', '/tutorFinds');
    await user.click(screen.getByRole('tab', { name: 'পুরোনো' }));
    const card = await screen.findByRole('article', { name: 'মুছে ফেলা ব্যবহারকারী' });
    expect(within(card).getByText('আর প্রয়োজন নেই')).toBeInTheDocument();
    expect(within(card).getByText('শেষ')).toBeInTheDocument();
    // The tutor's account is gone: nobody to rate.
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('rates a tutor in Bangla: the rules and the thanks in Bangla', async () => {
    serveMe(STUDENT_ME);
    serveHires({
      'ended,declined,cancelled': [hire({ status: 'ended', ratableFrom: RATABLE_SINCE })],
    });
    server.use(
      http.post(apiUrl('tutors/tutor-1/reviews'), () =>
        HttpResponse.json({ insertedId: 'rev-1' }, { status: 201 }),
      ),
    );
    const { user } = setup('/tuitions?tab=past', 'bn');
    const card = await screen.findByRole('article', { name: 'Tania Tutor' });
    await user.click(within(card).getByRole('button', { name: 'শিক্ষককে রেটিং দিন: Tania Tutor' }));
    const form = await screen.findByRole('form', { name: 'শিক্ষককে রেটিং দিন' });
    expect(
      await screen.findByRole('dialog', { name: 'Tania Tutor-কে রেটিং দিন' }),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'রেটিং পাঠান' }));
    expect(await within(form).findByText('১ থেকে ৫-এর মধ্যে রেটিং দিন')).toBeInTheDocument();
    expect(within(form).getByText('আপনার রিভিউ লিখুন')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('radio', { name: '৪ তারা' }));
    await user.type(within(form).getByLabelText('আপনার রিভিউ'), 'ভালো পড়ান');
    await user.click(within(form).getByRole('button', { name: 'রেটিং পাঠান' }));
    expect(await screen.findByText('ধন্যবাদ! আপনার রেটিং প্রকাশিত হয়েছে।')).toBeInTheDocument();
  });
});
