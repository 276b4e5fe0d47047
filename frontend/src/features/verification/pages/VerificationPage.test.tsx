import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveMe, TUTOR_ME } from '../../../test/hires';
import { apiUrl, server } from '../../../test/server';
import { renderPage } from '../../../test/utils';
import { verificationDocument } from '../testData';
import type { Verification, VerificationDocument } from '../verificationTypes';
import VerificationPage from './VerificationPage';

const doc = verificationDocument;

type UploadAnswer = ({ refuse: string } | { add: VerificationDocument } | { drop: true }) & {
  /** The answer waits for this, so the test sees the upload in progress. */
  until?: Promise<void>;
};

/** A promise and the function that resolves it. */
function gate() {
  let open = () => {};
  const until = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { until, open };
}

const jpeg = (name: string) => new File(['jpeg-bytes'], name, { type: 'image/jpeg' });
const CONSENTED = { consentedAt: '2026-12-01T09:00:00.000Z' };

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
    /** What the next uploads answer: a refusal naming the file, or the document stored. */
    answers: [] as UploadAnswer[],
    calls: [] as string[],
  };
  server.use(
    http.get(apiUrl('verification'), () => HttpResponse.json(db.state)),
    http.post(apiUrl('verification/consent'), () => {
      db.calls.push('consent');
      db.state = { ...db.state, consentedAt: '2026-12-01T09:00:00.000Z' };
      return HttpResponse.json({ modifiedCount: 1 });
    }),
    // msw cannot read a multipart body under jsdom: the test says what each upload answers.
    http.post(apiUrl('verification/documents'), async ({ request }) => {
      db.calls.push(`${request.method} ${new URL(request.url).pathname}`);
      const next = db.answers.shift();
      if (!next) {
        throw new Error('an upload the test did not expect');
      }
      await next.until;
      if ('drop' in next) {
        return HttpResponse.error();
      }
      if ('refuse' in next) {
        return HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: `${next.refuse} is not a JPEG, PNG or PDF file.`,
            code: 'verification.fileType',
            params: { file: next.refuse },
          },
          { status: 400 },
        );
      }
      db.state = { ...db.state, documents: [...db.state.documents, next.add] };
      return HttpResponse.json({ insertedId: next.add._id }, { status: 201 });
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

  it('shows the upload in progress, then lists the document and marks its place done', async () => {
    serveMe(TUTOR_ME);
    const db = serveVerification(CONSENTED);
    const { user } = renderPage(<VerificationPage />, { path: '/verification' });
    const list = () => screen.queryByRole('list', { name: 'Your documents' });
    expect(await screen.findByText('No document uploaded yet.')).toBeInTheDocument();
    const slow = gate();
    db.answers.push({ add: doc({ _id: 'd1' }), until: slow.until });

    await user.upload(screen.getByLabelText('File for NID: front'), jpeg('front.jpg'));
    const front = screen.getByRole('group', { name: 'NID: front' });
    expect(
      await within(front).findByRole('progressbar', { name: 'Upload of front.jpg' }),
    ).toBeInTheDocument();
    expect(within(front).getByText(/^Uploading front\.jpg: \d+%$/)).toBeInTheDocument();
    expect(within(front).getByRole('button', { name: 'Choose file' })).toBeDisabled();
    expect(list()).toBeNull();

    slow.open();
    expect(await within(front).findByText('Uploaded')).toBeInTheDocument();
    expect(within(front).queryByRole('progressbar')).toBeNull();
    const items = within(list()!).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('NID: front');
    expect(items[0]).toHaveTextContent('JPEG · 120 KB');
    expect(db.calls).toEqual(['POST /api/verification/documents']);
  });

  it('shows the API naming a refused file, and Try again sends the same file again', async () => {
    serveMe(TUTOR_ME);
    const db = serveVerification({ ...CONSENTED, documents: [doc({ _id: 'd1' })] });
    const { user } = renderPage(<VerificationPage />, { path: '/verification' });
    const submit = await screen.findByRole('button', { name: 'Send for review' });
    db.answers.push({ refuse: 'back.jpg' }, { add: doc({ _id: 'd2', side: 'back' }) });

    await user.upload(screen.getByLabelText('Photo for NID: back'), jpeg('back.jpg'));
    const back = screen.getByRole('group', { name: 'NID: back' });
    expect(
      await within(back).findByText('back.jpg is not a JPEG, PNG or PDF file.'),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(screen.getByText('Upload every side of your identity document first.')).toBeVisible();

    await user.click(within(back).getByRole('button', { name: 'Try again' }));
    expect(await within(back).findByText('Uploaded')).toBeInTheDocument();
    expect(within(back).queryByText('back.jpg is not a JPEG, PNG or PDF file.')).toBeNull();
    expect(db.calls).toEqual([
      'POST /api/verification/documents',
      'POST /api/verification/documents',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Your documents' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('sends a complete identity document for review and then shows it waiting, unchangeable', async () => {
    serveMe(TUTOR_ME);
    const db = serveVerification({
      ...CONSENTED,
      documents: [doc({ _id: 'd1' }), doc({ _id: 'd2', side: 'back' })],
    });
    const { user } = renderPage(<VerificationPage />, { path: '/verification' });
    expect(await screen.findByText('Status: Not sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Status: Waiting for review')).toBeInTheDocument();
    expect(await screen.findByText('Sent for review.')).toBeInTheDocument();
    expect(db.calls).toEqual(['submit']);
    expect(screen.queryByRole('heading', { name: 'Upload your documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete NID: front' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Your documents' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('withdraws only after a confirmation, and then deletes everything', async () => {
    serveMe(TUTOR_ME);
    const db = serveVerification({
      ...CONSENTED,
      status: 'submitted',
      documents: [doc({ _id: 'd1' }), doc({ _id: 'd2', side: 'back' })],
    });
    const { user } = renderPage(<VerificationPage />, { path: '/verification' });
    const withdraw = await screen.findByRole('button', { name: 'Withdraw and delete everything' });

    await user.click(withdraw);
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw and delete everything?' });
    expect(dialog).toHaveTextContent('every document you uploaded are deleted now');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.calls).toEqual([]);
    expect(screen.getByText('Status: Waiting for review')).toBeInTheDocument();

    await user.click(withdraw);
    dialog = await screen.findByRole('dialog', { name: 'Withdraw and delete everything?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw and delete' }));
    expect(await screen.findByText('Withdrawn: your documents are deleted.')).toBeInTheDocument();
    expect(db.calls).toEqual(['withdraw']);
    expect(await screen.findByRole('button', { name: 'Agree and continue' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your documents' })).toBeNull();
  });

  it('deletes one document after its confirmation', async () => {
    serveMe(TUTOR_ME);
    const db = serveVerification({
      ...CONSENTED,
      documents: [doc({ _id: 'd1' }), doc({ _id: 'd2', side: 'back' })],
    });
    const { user } = renderPage(<VerificationPage />, { path: '/verification' });
    await user.click(await screen.findByRole('button', { name: 'Delete NID: back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete NID: back?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.calls).toEqual(['delete d2']);
    const list = screen.getByRole('list', { name: 'Your documents' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('NID: front')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'NID: back' })).getByRole('button', {
        name: 'Choose file',
      }),
    ).toBeEnabled();
  });

  it('says when an upload never finished, and the retry sends it again', async () => {
    serveMe(TUTOR_ME);
    const db = serveVerification(CONSENTED);
    const { user } = renderPage(<VerificationPage />, { path: '/verification' });
    db.answers.push({ drop: true }, { add: doc({ _id: 'd1' }) });
    await user.upload(await screen.findByLabelText('File for NID: front'), jpeg('front.jpg'));
    const front = screen.getByRole('group', { name: 'NID: front' });
    expect(
      await within(front).findByText(
        'front.jpg did not finish uploading. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    await user.click(within(front).getByRole('button', { name: 'Try again' }));
    expect(await within(front).findByText('Uploaded')).toBeInTheDocument();
    expect(db.calls).toHaveLength(2);
  });

  it('tells a rejected tutor why, the note and what to send again, and lets them', async () => {
    serveMe(TUTOR_ME);
    serveVerification({
      ...CONSENTED,
      status: 'rejected',
      reason: 'unreadable',
      note: 'The back is blurred.',
      decidedAt: '2026-12-02T09:00:00.000Z',
      documents: [doc({ _id: 'd1' }), doc({ _id: 'd2', side: 'back' })],
    });
    renderPage(<VerificationPage />, { path: '/verification' });
    expect(await screen.findByText('Status: Not approved')).toBeInTheDocument();
    expect(screen.getByText('Reason: Unreadable')).toBeInTheDocument();
    expect(screen.getByText("Admin's note: The back is blurred.")).toBeInTheDocument();
    expect(
      screen.getByText('Send a sharper photo: the whole card, in good light, every word readable.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete NID: back' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeEnabled();
  });
});
