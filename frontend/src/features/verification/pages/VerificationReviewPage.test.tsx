import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerDialog, pageOf, renderDashboard, serveMe } from '../../../test/admin';
import { apiUrl, server } from '../../../test/server';
import { adminVerification, verificationDocument } from '../testData';
import type { AdminVerification } from '../verificationTypes';

/** One request, its documents and the decision; records the PATCH bodies and document reads. */
function serveRequest(request: AdminVerification = adminVerification()) {
  const db = { decisions: [] as unknown[], reads: [] as string[] };
  server.use(
    http.get(apiUrl('admin/verifications'), ({ request: req }) => pageOf([], req.url)),
    http.get(apiUrl(`admin/verifications/${request._id}`), () => HttpResponse.json(request)),
    http.patch(apiUrl(`admin/verifications/${request._id}`), async ({ request: req }) => {
      db.decisions.push(await req.json());
      return HttpResponse.json({ modifiedCount: 1 });
    }),
  );
  return db;
}

const REVIEW = '/Dashboard/verification/v1';
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
const documentsOf = () => screen.getByRole('region', { name: 'Documents' });

beforeEach(() => serveMe());
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

describe('Verification review', () => {
  it("shows the tutor's public profile beside the documents sent", async () => {
    serveRequest(
      adminVerification({
        documents: [
          verificationDocument({ _id: 'd1', side: 'front' }),
          verificationDocument({ _id: 'd2', side: 'back', contentType: 'image/png' }),
          verificationDocument({
            _id: 'd3',
            kind: 'certificate',
            side: null,
            contentType: 'application/pdf',
            size: 40 * 1024,
          }),
        ],
      }),
    );
    renderDashboard(REVIEW);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verification of Tania Tutor' }),
    ).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Public profile' });
    expect(within(profile).getByText('Tania Tutor')).toBeInTheDocument();
    expect(within(profile).getByText('Teaches Physics')).toBeInTheDocument();
    expect(within(profile).getByText('Studies Physics at Dhaka University')).toBeInTheDocument();
    expect(within(profile).getByText('Area: Dhanmondi')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Open the public profile' })).toHaveAttribute(
      'href',
      '/tutors/tutor-1',
    );
    const items = within(documentsOf()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('NID: front'),
      expect.stringContaining('NID: back'),
      expect.stringContaining('Certificate'),
    ]);
    expect(items[1]).toHaveTextContent('PNG · 120 KB');
    expect(within(items[2]).getByRole('button', { name: 'Open PDF: Certificate' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('shows an image from the short-lived link the S3 store answers', async () => {
    serveRequest();
    server.use(
      http.get(apiUrl('admin/verifications/v1/documents/d1'), () =>
        HttpResponse.json({
          url: 'https://documents.example.com/d1?signature=abc',
          expiresAt: '2026-12-01T12:05:00.000Z',
        }),
      ),
    );
    const { user } = renderDashboard(REVIEW);
    expect(screen.queryByRole('img', { name: 'NID: front' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'View NID: front' }));
    expect(await screen.findByRole('img', { name: 'NID: front' })).toHaveAttribute(
      'src',
      'https://documents.example.com/d1?signature=abc',
    );
  });

  it('shows an image the disk store streams as a local object URL', async () => {
    serveRequest();
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    server.use(
      http.get(apiUrl('admin/verifications/v1/documents/d2'), () =>
        HttpResponse.arrayBuffer(bytes.buffer, {
          headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' },
        }),
      ),
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:review/d2';
    });
    URL.revokeObjectURL = vi.fn();
    const { user, unmount } = renderDashboard(REVIEW);
    await user.click(await screen.findByRole('button', { name: 'View NID: back' }));
    expect(await screen.findByRole('img', { name: 'NID: back' })).toHaveAttribute(
      'src',
      'blob:review/d2',
    );
    expect(new Uint8Array(await blobs[0].arrayBuffer())).toEqual(bytes);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:review/d2');
  });

  it('opens a PDF in a new tab, and says so when the document cannot be read', async () => {
    serveRequest(
      adminVerification({
        documents: [
          verificationDocument({
            _id: 'd3',
            kind: 'certificate',
            side: null,
            contentType: 'application/pdf',
          }),
          verificationDocument({ _id: 'd1' }),
        ],
      }),
    );
    server.use(
      http.get(apiUrl('admin/verifications/v1/documents/d3'), () =>
        HttpResponse.json({ url: 'https://documents.example.com/d3', expiresAt: 'x' }),
      ),
      http.get(apiUrl('admin/verifications/v1/documents/d1'), () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'Document not found' },
          { status: 404 },
        ),
      ),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderDashboard(REVIEW);
    await user.click(await screen.findByRole('button', { name: 'Open PDF: Certificate' }));
    await waitFor(() => expect(tab.location.href).toBe('https://documents.example.com/d3'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();

    await user.click(screen.getByRole('button', { name: 'View NID: front' }));
    expect(await screen.findByText('Document not found')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'NID: front' })).toBeNull();
  });

  it('approves after a confirmation and goes back to the queue', async () => {
    const db = serveRequest();
    const { user, router } = renderDashboard(REVIEW);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await answerDialog(user, 'Cancel', 'Approve Tania Tutor?');
    expect(db.decisions).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await answerDialog(user, 'Approve', 'Approve Tania Tutor?');
    expect(
      await screen.findByText('Approved: the tutor now shows the Verified badge.'),
    ).toBeInTheDocument();
    expect(db.decisions).toEqual([{ status: 'approved' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Dashboard/verification'));
  });

  it('rejects only with a reason, and with Other only with a note, and sends both', async () => {
    const db = serveRequest();
    const { user } = renderDashboard(REVIEW);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: "Reject Tania Tutor's documents?" });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });

    await user.click(reject);
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Other');
    await user.click(reject);
    expect(
      within(dialog).getByText('Say what is wrong: the tutor reads this.'),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText(/^Note to the tutor/),
      '  The photo is cut off. ',
    );
    expect(db.decisions).toEqual([]);

    await user.click(reject);
    expect(await screen.findByText('Rejected: the tutor is told why.')).toBeInTheDocument();
    expect(db.decisions).toEqual([
      { status: 'rejected', reason: 'other', note: 'The photo is cut off.' },
    ]);
  });

  it('rejects with a listed reason and no note', async () => {
    const db = serveRequest();
    const { user } = renderDashboard(REVIEW);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: "Reject Tania Tutor's documents?" });
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Unreadable');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected: the tutor is told why.')).toBeInTheDocument();
    expect(db.decisions).toEqual([{ status: 'rejected', reason: 'unreadable' }]);
  });

  it('offers no decision on a request that is no longer waiting', async () => {
    serveRequest(adminVerification({ status: 'approved', decidedAt: '2026-12-02T10:00:00.000Z' }));
    renderDashboard(REVIEW);
    expect(await screen.findByText(/^Approved · sent /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
