import type { TeachingSubject } from '@tutorhub/contracts';
import type { Tutor } from '../../../store/apiTypes';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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

  it('lists tutors with every card field', async () => {
    const calls: URLSearchParams[] = [];
    serveTutors(calls);
    renderPage(<HireTutorsPage />, { path: '/tutorFinds' });
    expect(screen.getByRole('heading', { name: 'Hire Tutors' })).toBeInTheDocument();
    expect(screen.getByText('Find and hire your preferred tutor.')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Tutor 1' })).closest('article')!;
    const c = within(card as HTMLElement);
    expect(c.getByText('Dhaka University')).toBeInTheDocument();
    expect(c.getByText('Science')).toBeInTheDocument();
    expect(c.getByText('Interested to teach:')).toBeInTheDocument();
    expect(c.getByText('Expected salary : BDT')).toBeInTheDocument();
    expect(c.getByText('5001')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 't1@example.com' })).toBeInTheDocument();
    // The first card's photo is the page's main picture: fetched at once, the others lazily.
    expect(c.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(c.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('heading', { name: 'Tutor 2' }).closest('article')!;
    expect(within(second as HTMLElement).getByRole('img')).toHaveAttribute('loading', 'lazy');
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
    await user.type(screen.getByLabelText('Location'), 'Sylhet');
    await user.selectOptions(screen.getByLabelText('Mode'), 'offline');
    await user.type(screen.getByLabelText('Min BDT'), '1000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.get('q')).toBe('rahim'));
    const last = calls.at(-1)!;
    expect(last.get('q')).toBe('rahim');
    expect(last.get('location')).toBe('Sylhet');
    expect(last.get('mode')).toBe('offline');
    expect(last.get('minSalary')).toBe('1000');
    expect(last.get('subject')).toBe('Chemistry');
    expect(router.state.location.search).toContain('q=rahim');
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
    await user.selectOptions(screen.getByLabelText('পড়ানোর ধরন'), 'অফলাইন');
    await waitFor(() => expect(calls.at(-1)?.get('mode')).toBe('offline'));
    await user.selectOptions(screen.getByLabelText('যেভাবে সাজাবেন'), 'সেরা রেটিং আগে');
    await waitFor(() => expect(calls.at(-1)?.get('sort')).toBe('rating'));
  });

  it('sorts and keeps to verified tutors on the server', async () => {
    const calls: URLSearchParams[] = [];
    serveTutors(calls);
    const { user, router } = renderPage(<HireTutorsPage />, { path: '/tutorFinds' });
    await screen.findByRole('heading', { name: 'Tutor 1' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Best rated');
    await waitFor(() => expect(calls.at(-1)?.get('sort')).toBe('rating'));
    await user.click(screen.getByRole('checkbox', { name: 'Verified tutors only' }));
    await waitFor(() => expect(calls.at(-1)?.get('verified')).toBe('true'));
    expect(calls.at(-1)?.get('sort')).toBe('rating');
    expect(router.state.location.search).toContain('verified=true');
  });
});
