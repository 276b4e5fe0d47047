import type { ContactMessage } from '../../../store/apiTypes';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { pageOf, renderDashboard, serveMe } from '../../../test/admin';

const message = (i: number, extra: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: `m${i}`,
  name: `Rina ${i}`,
  email: `rina${i}@example.com`,
  message: `Hello ${i}`,
  createdAt: '2026-11-02T10:00:00.000Z',
  ...extra,
});

function serveInbox(rows: ContactMessage[]) {
  server.use(http.get(apiUrl('contact'), ({ request }) => pageOf(rows, request.url)));
}

/** Catches the CSV the page saves; returns its text once saved. */
function catchDownload() {
  const blobs: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    click.mockRestore();
  });
  return async () => {
    await waitFor(() => expect(click).toHaveBeenCalled());
    return (await blobs[0].text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
  };
}

beforeEach(() => serveMe());

describe('Inbox', () => {
  it('lists the contact messages and exports them as CSV', async () => {
    serveInbox([message(1), message(2, { message: '' })]);
    const csv = catchDownload();
    const { user } = renderDashboard('/Dashboard/inbox');
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(await screen.findByText('Messages: 2')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Email',
      'Message',
      'Received',
    ]);
    const row = screen.getByRole('cell', { name: 'Rina 2' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('(no message)')).toBeInTheDocument();
    expect(within(row).getByText(/2026/).closest('time')).toHaveAttribute(
      'dateTime',
      '2026-11-02T10:00:00.000Z',
    );
    expect(document.title).toBe('Inbox · Dashboard · Tutor Hub');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const lines = await csv();
    expect(lines).toEqual([
      'Name,Email,Message,Received',
      'Rina 1,rina1@example.com,Hello 1,2026-11-02T10:00:00.000Z',
      'Rina 2,rina2@example.com,,2026-11-02T10:00:00.000Z',
    ]);
  });

  it('says so when there are no messages', async () => {
    serveInbox([]);
    renderDashboard('/Dashboard/inbox');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('reads in Bangla, with Bengali digits, and its CSV keeps the English columns', async () => {
    serveInbox([message(1), message(2, { message: '' })]);
    const csv = catchDownload();
    const { user } = renderDashboard('/Dashboard/inbox', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'ইনবক্স' })).toBeInTheDocument();
    expect(await screen.findByText('মোট বার্তা: ২')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'নাম',
      'ইমেইল',
      'বার্তা',
      'পাওয়ার সময়',
    ]);
    expect(screen.getByRole('table', { name: 'যোগাযোগের বার্তা' })).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: 'Rina 2' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('(কোনো বার্তা নেই)')).toBeInTheDocument();
    expect(within(row).getByText(/২ নভে, ২০২৬/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'CSV ডাউনলোড করুন' }));
    expect((await csv())[0]).toBe('Name,Email,Message,Received');
  });

  it('says in Bangla when there are no messages', async () => {
    serveInbox([]);
    renderDashboard('/Dashboard/inbox', undefined, 'bn');
    expect(await screen.findByText('এখনও কোনো বার্তা আসেনি।')).toBeInTheDocument();
    expect(screen.getByText('মোট বার্তা: ০')).toBeInTheDocument();
  });
});
