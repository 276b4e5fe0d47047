import type { TeachingSubject } from '@tutorhub/contracts';
import type { Tutor } from '../../../store/apiTypes';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { emulatePopovers } from '../../../test/popovers';
import { apiUrl, server } from '../../../test/server';
import { renderPage } from '../../../test/utils';
import { ACCESS_TOKEN_KEY } from '@tutorhub/contracts';
import { createStore } from '../../../store/store';
import { makeLoader } from '../tutorsLoader';
import HireTutorsPage from './HireTutorsPage';

const tutor = (i: number, subject: TeachingSubject = 'Physics'): Tutor => ({
  _id: `t${i}`,
  role: 'tutor',
  name: `Tutor ${i}`,
  image: `https://cdn.example.com/t${i}.png`,
  email: `t${i}@example.com`,
  number: '01700000000',
  study: 'Dhaka University',
  subject: 'Science',
  teachingSubject: subject,
  salary: 5000 + i,
  location: 'Dhaka',
  onlineOffline: 'online',
  verified: false,
  rating: { average: null, count: 0 },
});

function serveTutors(calls: URLSearchParams[], total = 2) {
  server.use(
    http.get(apiUrl('getTutor'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      const subject = (params.get('subject') ?? 'Physics') as TeachingSubject;
      return HttpResponse.json([tutor(1, subject), tutor(2, subject)], {
        headers: { 'X-Total-Count': String(total) },
      });
    }),
  );
}

describe('HireTutorsPage', () => {
  let undoPopovers: () => void;
  beforeAll(() => {
    undoPopovers = emulatePopovers();
  });
  afterAll(() => undoPopovers());

  it("asks for the URL's list as soon as its code loads, without waiting for it; a visitor asks nothing", async () => {
    const calls: URLSearchParams[] = [];
    serveTutors(calls);
    const store = createStore();
    const load = (url: string) =>
      makeLoader(store)({
        request: new Request(url),
        url: new URL(url),
        pattern: '/tutorFinds',
        params: {},
        context: undefined,
      });
    expect(await load('http://localhost/tutorFinds?subject=Physics')).toBeNull();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'api-token');
    expect(await load('http://localhost/tutorFinds?subject=Physics&page=2')).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].get('subject')).toBe('Physics');
    expect(calls[0].get('page')).toBe('2');
  });

  it('lists tutors on compact cards: round photo by the name, subject, salary, area', async () => {
    const calls: URLSearchParams[] = [];
    serveTutors(calls);
    renderPage(<HireTutorsPage />, { path: '/tutorFinds' });
    expect(screen.getByRole('heading', { name: 'Hire Tutors' })).toBeInTheDocument();
    expect(screen.getByText('Find and hire your preferred tutor.')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Tutor 1' })).closest('article')!;
    const c = within(card as HTMLElement);
    expect(c.getByText('Interested to teach:')).toBeInTheDocument();
    expect(c.getByText('Physics')).toBeInTheDocument();
    expect(c.getByText('Expected salary : BDT')).toBeInTheDocument();
    expect(c.getByText('5001')).toBeInTheDocument();
    expect(c.getByText('Dhaka')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 't1@example.com' })).toBeInTheDocument();
    // The education stays on the tutor's page: the card keeps to what a choice is made on.
    expect(c.queryByText('Dhaka University')).not.toBeInTheDocument();
    // A small round photo, not a picture as wide as the card.
    const photo = c.getByRole('img', { name: 'Photo of Tutor 1' });
    expect(photo).toHaveAttribute('width', '64');
    expect(photo.closest('.MuiAvatar-root')).not.toBeNull();
    expect(calls[0].get('limit')).toBe('12');
    expect(calls[0].get('subject')).toBeNull();
    // All + 20 subjects
    expect(screen.getAllByRole('tab')).toHaveLength(21);
  });

  it('filters on the server by tab and search, reflected in the URL', async () => {
    const calls: URLSearchParams[] = [];
    serveTutors(calls);
    const { user, router } = renderPage(<HireTutorsPage />, { path: '/tutorFinds' });
    await screen.findByRole('heading', { name: 'Tutor 1' });
    await user.click(screen.getByRole('tab', { name: 'Chemistry' }));
    expect(await screen.findAllByText('Chemistry')).not.toHaveLength(0);
    expect(calls.at(-1)?.get('subject')).toBe('Chemistry');
    expect(router.state.location.search).toContain('subject=Chemistry');

    await user.type(screen.getByLabelText('Search by name, university or department'), 'rahim');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.get('q')).toBe('rahim'));
    expect(calls.at(-1)?.get('subject')).toBe('Chemistry');
    expect(router.state.location.search).toContain('q=rahim');
  });

  it('applies the Filters sheet together, with the search, and counts what applies', async () => {
    const calls: URLSearchParams[] = [];
    serveTutors(calls);
    const { user } = renderPage(<HireTutorsPage />, {
      path: '/tutorFinds',
      route: '/tutorFinds?q=rahim',
    });
    await screen.findByRole('heading', { name: 'Tutor 1' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = within(await screen.findByRole('form', { name: 'Filters' }));
    await user.type(sheet.getByLabelText('Location'), 'Sylhet');
    await user.selectOptions(sheet.getByLabelText('Mode'), 'offline');
    await user.type(sheet.getByLabelText('Min BDT'), '1000');
    // Nothing is asked until the sheet's filters are applied together.
    expect(calls.at(-1)?.get('location')).toBeNull();
    await user.click(sheet.getByRole('button', { name: 'Show tutors' }));
    await waitFor(() => expect(calls.at(-1)?.get('location')).toBe('Sylhet'));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    const last = calls.at(-1)!;
    expect(last.get('q')).toBe('rahim');
    expect(last.get('location')).toBe('Sylhet');
    expect(last.get('mode')).toBe('offline');
    expect(last.get('minSalary')).toBe('1000');
  });

  it('reads a shared search from the URL and pages with X-Total-Count', async () => {
    const calls: URLSearchParams[] = [];
    serveTutors(calls, 30);
    const { user } = renderPage(<HireTutorsPage />, {
      path: '/tutorFinds',
      route: '/tutorFinds?subject=Music&q=ana',
    });
    await screen.findByRole('heading', { name: 'Tutor 1' });
    expect(calls[0].get('subject')).toBe('Music');
    expect(screen.getByRole('tab', { name: 'Music' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Search by name, university or department')).toHaveValue('ana');
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(calls.at(-1)?.get('page')).toBe('3'));
  });

  it('shows an empty state and an error state with Retry', async () => {
    server.use(
      http.get(apiUrl('getTutor'), () =>
        HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
      ),
    );
    renderPage(<HireTutorsPage />, { path: '/tutorFinds' });
    expect(await screen.findByText('No tutors match your search.')).toBeInTheDocument();
  });

  it('retries after an error', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('getTutor'), () =>
        fail
          ? HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 })
          : HttpResponse.json([tutor(1)], { headers: { 'X-Total-Count': '1' } }),
      ),
    );
    const { user } = renderPage(<HireTutorsPage />, { path: '/tutorFinds' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Tutor 1' })).toBeInTheDocument();
  });

  it('links each card to the tutor profile with its stars and verified badge', async () => {
    const { email: _email, number: _number, ...gated } = tutor(3);
    server.use(
      http.get(apiUrl('getTutor'), () =>
        HttpResponse.json([{ ...gated, verified: true, rating: { average: 4.2, count: 5 } }], {
          headers: { 'X-Total-Count': '1' },
        }),
      ),
    );
    renderPage(<HireTutorsPage />, { path: '/tutorFinds' });
    const link = await screen.findByRole('link', { name: 'Tutor 3' });
    expect(link).toHaveAttribute('href', '/tutors/t3');
    const card = within(link.closest('article') as HTMLElement);
    expect(card.getByRole('img', { name: 'Rated 4.2 out of 5 by 5 students' })).toBeInTheDocument();
    expect(card.getByText('Verified')).toBeInTheDocument();
    // Contact details are absent until the tutor accepts a request.
    expect(card.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('reads in Bangla: subject tabs and modes by their Bangla names, Bengali digits', async () => {
    const calls: URLSearchParams[] = [];
    serveTutors(calls);
    const { user } = renderPage(<HireTutorsPage />, { path: '/tutorFinds', language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'শিক্ষক নিয়োগ' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Tutor 1' })).closest('article')!;
    const c = within(card);
    expect(c.getByRole('img', { name: 'Tutor 1-এর ছবি' })).toBeInTheDocument();
    expect(c.getByText('প্রত্যাশিত বেতন:')).toBeInTheDocument();
    expect(c.getByText('৳৫,০০১')).toBeInTheDocument();
    expect(c.getByText('পদার্থবিজ্ঞান')).toBeInTheDocument();
    expect(c.getByText('অনলাইন')).toBeInTheDocument();
    expect(c.getByText('এখনো কোনো রেটিং নেই')).toBeInTheDocument();
    expect(screen.getByText('২জন শিক্ষক পাওয়া গেছে')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'রসায়ন' }));
    await waitFor(() => expect(calls.at(-1)?.get('subject')).toBe('Chemistry'));
    await user.click(screen.getByRole('button', { name: 'ফিল্টার' }));
    const sheet = within(await screen.findByRole('form', { name: 'ফিল্টার' }));
    await user.selectOptions(sheet.getByLabelText('পড়ানোর ধরন'), 'অফলাইন');
    await user.selectOptions(sheet.getByLabelText('যেভাবে সাজাবেন'), 'সেরা রেটিং আগে');
    await user.click(sheet.getByRole('button', { name: 'শিক্ষক দেখুন' }));
    await waitFor(() => expect(calls.at(-1)?.get('sort')).toBe('rating'));
    expect(calls.at(-1)?.get('mode')).toBe('offline');
    expect(await screen.findByRole('button', { name: 'ফিল্টার (২)' })).toBeInTheDocument();
  });

  it('sorts and keeps to verified tutors on the server', async () => {
    const calls: URLSearchParams[] = [];
    serveTutors(calls);
    const { user, router } = renderPage(<HireTutorsPage />, { path: '/tutorFinds' });
    await screen.findByRole('heading', { name: 'Tutor 1' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    let sheet = within(await screen.findByRole('form', { name: 'Filters' }));
    await user.selectOptions(sheet.getByLabelText('Sort by'), 'Best rated');
    await user.click(sheet.getByRole('checkbox', { name: 'Verified tutors only' }));
    await user.click(sheet.getByRole('button', { name: 'Show tutors' }));
    await waitFor(() => expect(calls.at(-1)?.get('verified')).toBe('true'));
    expect(calls.at(-1)?.get('sort')).toBe('rating');
    expect(router.state.location.search).toContain('verified=true');

    // Reopened, the sheet shows what applies; Clear all and apply goes back to every tutor.
    await user.click(await screen.findByRole('button', { name: 'Filters (2)' }));
    sheet = within(await screen.findByRole('form', { name: 'Filters' }));
    expect(sheet.getByRole('checkbox', { name: 'Verified tutors only' })).toBeChecked();
    await user.click(sheet.getByRole('button', { name: 'Clear all' }));
    await user.click(sheet.getByRole('button', { name: 'Show tutors' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('counts the filters a shared link applies, the search box apart', async () => {
    serveTutors([]);
    renderPage(<HireTutorsPage />, {
      path: '/tutorFinds',
      route: '/tutorFinds?q=ana&location=Sylhet&mode=online&sort=-salary',
    });
    await screen.findByRole('heading', { name: 'Tutor 1' });
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
  });

  it('has no axe violations with the filters sheet open', async () => {
    serveTutors([]);
    // In the layout's main landmark, as in the app: the sheet leaves the page around it readable.
    const { user } = renderPage(
      <main>
        <HireTutorsPage />
      </main>,
      { path: '/tutorFinds' },
    );
    await screen.findByRole('heading', { name: 'Tutor 1' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('dialog', { name: 'Filters' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
