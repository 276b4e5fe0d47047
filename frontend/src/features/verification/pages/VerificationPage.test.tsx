import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveMe, TUTOR_ME } from '../../../test/hires';
import { apiUrl, server } from '../../../test/server';
import { renderPage } from '../../../test/utils';
import type { Verification, VerificationDocument } from '../verificationTypes';
import VerificationPage from './VerificationPage';

const doc = (overrides: Partial<VerificationDocument>): VerificationDocument => ({
  _id: 'd1',
  kind: 'nid',
  side: 'front',
  contentType: 'image/jpeg',
  size: 120 * 1024,
  uploadedAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

/** A stateful verification API for one tutor; records what the page sent. */
function serveVerification(initial: Partial<Verification> = {}) {
  const db = {
    state: {
      status: 'draft',
      reason: null,
      note: null,
      consentedAt: null,
      submittedAt: null,
      decidedAt: null,
      retentionDays: 30,
      documents: [],
      ...initial,
    } as Verification,
    uploads: [] as Array<{ kind: string; side: string | null; name: string }>,
    calls: [] as string[],
  };
  server.use(
    http.get(apiUrl('verification'), () => HttpResponse.json(db.state)),
    http.post(apiUrl('verification/consent'), () => {
      db.calls.push('consent');
      db.state = { ...db.state, consentedAt: '2026-12-01T09:00:00.000Z' };
      return HttpResponse.json({ modifiedCount: 1 });
    }),
    http.post(apiUrl('verification/documents'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      if (!/\.(jpe?g|png|pdf)$/.test(file.name)) {
        return HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: `${file.name} is not a JPEG, PNG or PDF file.`,
            code: 'verification.fileType',
            params: { file: file.name },
          },
          { status: 400 },
        );
      }
      const kind = String(form.get('kind'));
      const side = (form.get('side') as string | null) ?? null;
      db.uploads.push({ kind, side, name: file.name });
      db.state = {
        ...db.state,
        documents: [
          ...db.state.documents,
          doc({
            _id: `d${db.uploads.length}`,
            kind: kind as VerificationDocument['kind'],
            side: side as VerificationDocument['side'],
          }),
        ],
      };
      return HttpResponse.json({ insertedId: `d${db.uploads.length}` }, { status: 201 });
    }),
    http.delete(apiUrl('verification/documents/:id'), ({ params }) => {
      db.calls.push(`delete ${String(params.id)}`);
      db.state = { ...db.state, documents: db.state.documents.filter((d) => d._id !== params.id) };
      return HttpResponse.json({ deletedCount: 1 });
    }),
    http.post(apiUrl('verification/submit'), () => {
      db.calls.push('submit');
      db.state = { ...db.state, status: 'submitted' };
      return HttpResponse.json({ modifiedCount: 1 });
    }),
    http.delete(apiUrl('verification'), () => {
      db.calls.push('withdraw');
      db.state = { ...db.state, consentedAt: null, documents: [] };
      return HttpResponse.json({ deletedCount: 1 });
    }),
  );
  return db;
}

describe('VerificationPage', () => {
  it('says what is kept, why, by whom and how long, and asks for consent before any upload', async () => {
    serveMe(TUTOR_ME);
    const db = serveVerification();
    const { user } = renderPage(<VerificationPage />, { path: '/verification' });
    expect(
      await screen.findByText(
        'They are deleted 30 days after the decision, or at once when you withdraw.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Tutor Hub's admins only. Students and other tutors never see them."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose file' })).toBeNull();
    const agree = screen.getByRole('button', { name: 'Agree and continue' });
    expect(agree).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(agree);
    expect(
      await screen.findByRole('heading', { name: 'Upload your documents' }),
    ).toBeInTheDocument();
    expect(db.calls).toEqual(['consent']);
    expect(screen.getByLabelText('File for NID: front')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,application/pdf',
    );
    expect(screen.getByLabelText('Photo for NID: front')).toHaveAttribute('capture', 'environment');
  });

  it('offers a retry when the request cannot be loaded', async () => {
    serveMe(TUTOR_ME);
    server.use(
      http.get(apiUrl('verification'), () =>
        HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 }),
      ),
    );
    renderPage(<VerificationPage />, { path: '/verification' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
