import { HIRE_REASON_LABELS } from '@tutorhub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { answerDialog, pageOf, renderDashboard, serveMe } from '../../../test/admin';
import { hire } from '../../../test/hires';
import type { Hire } from '../../../store/hireTypes';

function serveAllHires(rows: Hire[]) {
  const db = { rows: [...rows], calls: [] as URLSearchParams[], patches: [] as unknown[] };
  server.use(
    http.get(apiUrl('hires'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      db.calls.push(params);
      const status = params.get('status');
      return pageOf(
        db.rows.filter((h) => !status || h.status === status),
        request.url,
      );
    }),
    http.patch(apiUrl('hires/:id'), async ({ params, request }) => {
      const body = (await request.json()) as { status: Hire['status'] };
      db.patches.push({ id: params.id, body });
      db.rows = db.rows.map((h) => (h._id === params.id ? { ...h, status: body.status } : h));
      return HttpResponse.json({ modifiedCount: 1 });
    }),
  );
  return db;
}

describe('Dashboard › Hires', () => {
  it('lists every hire with both parties, terms, status and reason', async () => {
    serveMe();
    const db = serveAllHires([
      hire(),
      hire({ _id: 'hire-2', status: 'declined', reason: 'salary', tutor: null }),
    ]);
    renderDashboard('/Dashboard/hires');
    expect(await screen.findByRole('heading', { name: 'Hires' })).toBeInTheDocument();
    expect(await screen.findByText('Total hires: 2')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Hires' });
    expect(within(table).getAllByText('Sam Student')).toHaveLength(2);
    expect(within(table).getByText('Removed user')).toBeInTheDocument();
    expect(within(table).getByText(HIRE_REASON_LABELS.salary)).toBeInTheDocument();
    expect(within(table).getAllByText('Physics, Class 9')).toHaveLength(2);
    expect(db.calls[0].get('as')).toBe('all');
    expect(screen.getByRole('link', { name: 'Hires' })).toHaveAttribute('href', '/Dashboard/hires');
  });

  it('filters by status on the server, kept in the URL', async () => {
    serveMe();
    const db = serveAllHires([hire(), hire({ _id: 'hire-2', status: 'ended' })]);
    const { user, router } = renderDashboard('/Dashboard/hires');
    await screen.findByText('Total hires: 2');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Ended' }));
    expect(await screen.findByText('Total hires: 1')).toBeInTheDocument();
    expect(db.calls.at(-1)?.get('status')).toBe('ended');
    expect(router.state.location.search).toContain('status=ended');
  });

  it('ends an active tuition after confirming', async () => {
    serveMe();
    const db = serveAllHires([hire({ status: 'accepted' })]);
    const { user } = renderDashboard('/Dashboard/hires');
    const end = await screen.findByRole('button', {
      name: 'End the tuition of Sam Student with Tania Tutor',
    });
    await user.click(end);
    await answerDialog(user, 'End tuition', 'End this tuition?');
    await waitFor(() => expect(db.patches).toEqual([{ id: 'hire-1', body: { status: 'ended' } }]));
    expect(await screen.findByText('Tuition ended')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /End the tuition/ })).not.toBeInTheDocument(),
    );
  });

  it('says when there are no hires', async () => {
    serveMe();
    serveAllHires([]);
    renderDashboard('/Dashboard/hires?status=requested');
    expect(await screen.findByText('No requested hires.')).toBeInTheDocument();
  });

  it('reads in Bangla: headers, terms, Bengali digits, the end confirmation and its toast', async () => {
    serveMe();
    const db = serveAllHires([
      hire({ status: 'accepted' }),
      hire({ _id: 'hire-2', status: 'declined', reason: 'salary', tutor: null }),
    ]);
    const { user } = renderDashboard('/Dashboard/hires', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'নিয়োগ' })).toBeInTheDocument();
    expect(await screen.findByText('মোট নিয়োগ: ২')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'নিয়োগ' });
    const t = within(table);
    expect(t.getByRole('columnheader', { name: 'শিক্ষার্থী' })).toBeInTheDocument();
    expect(t.getByRole('columnheader', { name: 'বেতন' })).toBeInTheDocument();
    expect(t.getAllByText('পদার্থবিজ্ঞান, Class 9')).toHaveLength(2);
    expect(t.getAllByText('৳৬,০০০/মাস')).toHaveLength(2);
    expect(t.getAllByText('১ ডিসে, ২০২৬')).toHaveLength(2);
    expect(t.getByText('মুছে ফেলা ব্যবহারকারী')).toBeInTheDocument();
    expect(t.getByText('বেতন মেলেনি')).toBeInTheDocument();
    expect(t.getByText('প্রত্যাখ্যাত')).toBeInTheDocument();

    await user.click(
      t.getByRole('button', { name: 'Tania Tutor-এর সঙ্গে Sam Student-এর টিউশন শেষ করুন' }),
    );
    await answerDialog(user, 'টিউশন শেষ করুন', 'টিউশনটি শেষ করবেন?');
    await waitFor(() => expect(db.patches).toEqual([{ id: 'hire-1', body: { status: 'ended' } }]));
    expect(await screen.findByText('টিউশন শেষ হয়েছে')).toBeInTheDocument();
  });

  it('says in Bangla when no hire has the chosen status', async () => {
    serveMe();
    serveAllHires([]);
    renderDashboard('/Dashboard/hires?status=accepted', undefined, 'bn');
    expect(await screen.findByText('চলমান অবস্থার কোনো নিয়োগ নেই।')).toBeInTheDocument();
  });
});
