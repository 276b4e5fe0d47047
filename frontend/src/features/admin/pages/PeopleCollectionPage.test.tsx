import { MESSAGES, NOT_FOUND, PROFILE_MESSAGES } from '@tutorhub/contracts';
import type { Student, Tutor } from '../../../store/apiTypes';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { adminApi } from '../adminApi';
import {
  ADMIN_ME,
  answerDialog,
  notFound,
  pageOf,
  renderDashboard,
  serveMe,
} from '../../../test/admin';

const tutor = (i: number, extra: Partial<Tutor> = {}): Tutor => ({
  _id: `t${i}`,
  role: 'tutor',
  name: `Tutor ${i}`,
  image: `https://cdn.example.com/t${i}.png`,
  email: `t${i}@example.com`,
  number: `0170000000${i}`,
  study: 'Dhaka University',
  subject: 'Science',
  teachingSubject: 'Physics',
  salary: 5000,
  location: 'Dhaka',
  onlineOffline: 'online',
  verified: false,
  rating: { average: null, count: 0 },
  ...extra,
});

/** A tiny stateful tutor API; counts the list and stats calls. */
function serveTutors(initial: Tutor[]) {
  const db = { rows: [...initial], listCalls: [] as URLSearchParams[], statsCalls: 0 };
  server.use(
    http.get(apiUrl('getTutor'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      db.listCalls.push(params);
      const q = params.get('q')?.toLowerCase();
      const rows = q ? db.rows.filter((t) => t.name.toLowerCase().includes(q)) : db.rows;
      return pageOf(rows, request.url);
    }),
    http.patch(apiUrl('tutorUpdate/:id'), async ({ params, request }) => {
      expect(await request.json()).toEqual({ role: 'admin' });
      const row = db.rows.find((t) => t._id === params.id);
      if (!row) {
        return notFound(NOT_FOUND.tutor);
      }
      const modifiedCount = row.role === 'admin' ? 0 : 1;
      row.role = 'admin';
      return HttpResponse.json({ modifiedCount });
    }),
    http.delete(apiUrl('tutorDelete/:id'), ({ params }) => {
      const before = db.rows.length;
      db.rows = db.rows.filter((t) => t._id !== params.id);
      return before === db.rows.length
        ? notFound(NOT_FOUND.tutor)
        : HttpResponse.json({ deletedCount: 1 });
    }),
    http.get(apiUrl('stats'), () => {
      db.statsCalls += 1;
      return HttpResponse.json({ tutors: db.rows.length, students: 0, courses: 0, blogs: 0 });
    }),
  );
  return db;
}

/** The one student of the student-table tests, with `role`. */
const sumaiya = (role: Student['role']): Student => ({
  _id: 's1',
  role,
  name: 'Sumaiya Khan',
  image: '',
  email: 's1@example.com',
  number: '01800000000',
  numberVerified: false,
  study: 'VNSC',
  subject: 'Science',
  location: 'Dhaka',
});

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

beforeEach(() => serveMe());

describe('Tutor Collection', () => {
  it('shows the count from X-Total-Count and the table of tutors', async () => {
    const db = serveTutors([tutor(1), tutor(2, { role: 'admin' })]);
    renderDashboard('/Dashboard/tutorCollection');
    expect(await screen.findByRole('heading', { name: 'Tutor Collection' })).toBeInTheDocument();
    expect(await screen.findByText('Total tutors: 2')).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Tutor 1' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Tutor Name',
      'Email',
      'Phone Number',
      'Sign-in',
      'Role',
      'Verified',
      'Action',
    ]);
    expect(
      within(row('Tutor 1')).getByRole('button', { name: 'Make admin: Tutor 1' }),
    ).toBeEnabled();
    expect(within(row('Tutor 2')).getByRole('button', { name: 'Admin' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 't1@example.com' })).toHaveAttribute(
      'href',
      'mailto:t1@example.com',
    );
    expect(document.title).toBe('Tutor Collection · Dashboard · Tutor Hub');
    expect(db.listCalls[0].get('page')).toBe('1');
    expect(db.listCalls[0].get('limit')).toBe('10');
  });

  it('promotes after confirming and patches the row from the answer without refetching the list', async () => {
    const db = serveTutors([tutor(1), tutor(2)]);
    const { user } = renderDashboard('/Dashboard/tutorCollection');
    await screen.findByRole('cell', { name: 'Tutor 2' });
    expect(db.listCalls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Make admin: Tutor 2' }));
    await answerDialog(user, 'Make admin', 'Make admin?');

    expect(await screen.findByText(MESSAGES.promoted)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row('Tutor 2')).getByRole('button', { name: 'Admin' })).toBeDisabled(),
    );
    expect(
      within(row('Tutor 1')).getByRole('button', { name: 'Make admin: Tutor 1' }),
    ).toBeEnabled();
    // Let any (unwanted) refetch start before counting.
    await new Promise((r) => setTimeout(r, 50));
    expect(db.listCalls).toHaveLength(1);
  });

  it('leaves the row alone when the answer has modifiedCount 0', async () => {
    const db = serveTutors([tutor(1)]);
    server.use(
      http.patch(apiUrl('tutorUpdate/:id'), () => HttpResponse.json({ modifiedCount: 0 })),
    );
    const { user } = renderDashboard('/Dashboard/tutorCollection');
    await user.click(await screen.findByRole('button', { name: 'Make admin: Tutor 1' }));
    await answerDialog(user, 'Make admin');
    expect(await screen.findByText('Tutor 1 is already an admin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make admin: Tutor 1' })).toBeEnabled();
    expect(db.listCalls).toHaveLength(1);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const db = serveTutors([tutor(1)]);
    const patch = vi.fn();
    server.use(http.patch(apiUrl('tutorUpdate/:id'), patch));
    const { user } = renderDashboard('/Dashboard/tutorCollection');
    await user.click(await screen.findByRole('button', { name: 'Delete Tutor 1' }));
    await answerDialog(user, 'Cancel');
    await user.click(screen.getByRole('button', { name: 'Make admin: Tutor 1' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patch).not.toHaveBeenCalled();
    expect(db.rows).toHaveLength(1);
    expect(screen.getByRole('cell', { name: 'Tutor 1' })).toBeInTheDocument();
  });

  it('deletes after confirming: the row goes, the count drops and the stats refetch', async () => {
    const db = serveTutors([tutor(1), tutor(2), tutor(3)]);
    const { user, store } = renderDashboard('/Dashboard/tutorCollection');
    // A mounted Stats Board elsewhere (subscribed stats query).
    const stats = store.dispatch(adminApi.endpoints.getStats.initiate());
    await screen.findByRole('cell', { name: 'Tutor 2' });
    await waitFor(() => expect(db.statsCalls).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Delete Tutor 2' }));
    await answerDialog(user, 'Delete', 'Delete Tutor 2?');

    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Tutor 2' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Total tutors: 2')).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.deleted)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Tutor 1' })).toBeInTheDocument();
    await waitFor(() => expect(db.statsCalls).toBe(2));
    stats.unsubscribe();
  });

  it('keeps everything as it was and shows the server message when the delete fails', async () => {
    const db = serveTutors([tutor(1), tutor(2)]);
    server.use(http.delete(apiUrl('tutorDelete/:id'), () => notFound(NOT_FOUND.tutor)));
    const { user, store } = renderDashboard('/Dashboard/tutorCollection');
    const stats = store.dispatch(adminApi.endpoints.getStats.initiate());
    await screen.findByRole('cell', { name: 'Tutor 2' });
    await waitFor(() => expect(db.statsCalls).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Delete Tutor 2' }));
    await answerDialog(user, 'Delete');

    expect(await screen.findByText(NOT_FOUND.tutor)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Tutor 2' })).toBeInTheDocument();
    expect(screen.getByText('Total tutors: 2')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(db.listCalls).toHaveLength(1);
    expect(db.statsCalls).toBe(1);
    stats.unsubscribe();
  });

  it('searches and pages on the server', async () => {
    const db = serveTutors(Array.from({ length: 12 }, (_, i) => tutor(i + 1)));
    const { user, router } = renderDashboard('/Dashboard/tutorCollection');
    expect(await screen.findByText('Total tutors: 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('cell', { name: 'Tutor 11' })).toBeInTheDocument();
    expect(db.listCalls.at(-1)?.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search tutors' }), 'Tutor 1{Enter}');
    await waitFor(() => expect(db.listCalls.at(-1)?.get('q')).toBe('Tutor 1'));
    // A new search starts on page 1.
    expect(db.listCalls.at(-1)?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?q=Tutor+1');
    expect(await screen.findByText('Total tutors: 4')).toBeInTheDocument();
  });

  it('exports every row matching the search as CSV, across pages', async () => {
    const rows = Array.from({ length: 130 }, (_, i) =>
      tutor(i + 1, { name: i === 0 ? 'Tutor 1, "the first"' : `Tutor ${i + 1}` }),
    );
    const db = serveTutors(rows);
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderDashboard('/Dashboard/tutorCollection?q=tutor 1');
    expect(await screen.findByText('Total tutors: 42')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportCalls = db.listCalls.filter((p) => p.get('limit') === '100');
    expect(exportCalls.map((p) => p.get('q'))).toEqual(['tutor 1']);

    const text = await blobs[0].text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Tutor Name,Email,Phone Number,Sign-in,Role,Verified');
    expect(lines[1]).toBe('"Tutor 1, ""the first""",t1@example.com,01700000001,,tutor,no');
    expect(lines).toHaveLength(43);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^tutors-tutor_1-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  });
});

describe('Verified badge', () => {
  it('offers no switch to turn the badge on: an unverified tutor links to the review queue', async () => {
    serveTutors([tutor(1)]);
    renderDashboard('/Dashboard/tutorCollection');
    const link = await screen.findByRole('link', {
      name: 'Not verified: Tutor 1. Open the review queue',
    });
    expect(link).toHaveAttribute('href', '/Dashboard/verification');
    expect(screen.queryByRole('switch', { name: 'Verified: Tutor 1' })).toBeNull();
  });

  it('takes the badge away only with a reason (and a note for “Other”); the row follows the refetched list', async () => {
    const db = serveTutors([tutor(1, { verified: true })]);
    const calls: unknown[] = [];
    server.use(
      http.patch(apiUrl('tutors/:id/verification'), async ({ params, request }) => {
        const body = (await request.json()) as { verified: boolean };
        calls.push({ id: params.id, body });
        db.rows = db.rows.map((t) => (t._id === params.id ? { ...t, verified: body.verified } : t));
        return HttpResponse.json({ modifiedCount: 1 });
      }),
    );
    const { user } = renderDashboard('/Dashboard/tutorCollection');
    const toggle = await screen.findByRole('switch', { name: 'Verified: Tutor 1' });
    expect(toggle).toBeChecked();

    // Cancelled: nothing is sent, the badge stays.
    await user.click(toggle);
    await answerDialog(user, 'Cancel', "Remove Tutor 1's Verified badge?");
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Verified: Tutor 1' }));
    const dialog = await screen.findByRole('dialog', { name: "Remove Tutor 1's Verified badge?" });
    const confirm = within(dialog).getByRole('button', { name: 'Remove the badge' });
    // The reason is written, not chosen: without one nothing is sent.
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(confirm);
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toBeInvalid();
    expect(calls).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Reported as a fake profile',
    );
    await user.click(confirm);
    expect(await screen.findByText(PROFILE_MESSAGES.verifiedOff)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        id: 't1',
        body: { verified: false, reason: 'Reported as a fake profile' },
      },
    ]);
    expect(
      await screen.findByRole('link', { name: 'Not verified: Tutor 1. Open the review queue' }),
    ).toBeInTheDocument();
  });

  it('asks for the reason in Bangla', async () => {
    serveTutors([tutor(1, { verified: true })]);
    const { user } = renderDashboard('/Dashboard/tutorCollection', undefined, 'bn');
    await user.click(await screen.findByRole('switch', { name: 'যাচাইকৃত: Tutor 1' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Tutor 1-এর যাচাইকৃত ব্যাজ সরাবেন?',
    });
    expect(within(dialog).getByRole('textbox', { name: /কারণ/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ব্যাজ সরান' })).toBeInTheDocument();
  });

  it('has no verified column in the student table', async () => {
    server.use(http.get(apiUrl('getStudent'), ({ request }) => pageOf([], request.url)));
    renderDashboard('/Dashboard/studentCollection');
    await screen.findByRole('heading', { name: 'Student Collection' });
    expect(screen.queryByRole('columnheader', { name: 'Verified' })).not.toBeInTheDocument();
  });
});

describe('Tutor Collection on a phone', () => {
  it('shows each row as a card with every column and action', async () => {
    const matchMedia = window.matchMedia;
    // Every media query matches: MUI's down('sm') included.
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: true });
    onTestFinished(() => {
      window.matchMedia = matchMedia;
    });
    serveTutors([tutor(1)]);
    renderDashboard('/Dashboard/tutorCollection');
    const list = await screen.findByRole('list', { name: 'Tutor Collection' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Tutor Name')).toBeInTheDocument();
    expect(within(card).getByText('Tutor 1')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Make admin: Tutor 1' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Tutor 1' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Student Collection', () => {
  it('shows how each student signs in and the verified mobile number', async () => {
    const byPhone = {
      ...sumaiya('student'),
      signInMethods: ['password', 'phone'] as const,
      phone: '+8801712345678',
    };
    server.use(http.get(apiUrl('getStudent'), ({ request }) => pageOf([byPhone], request.url)));
    renderDashboard('/Dashboard/studentCollection');
    expect(await screen.findByText('Email and password')).toBeInTheDocument();
    expect(screen.getByText('Mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('Verified mobile number: +8801712345678')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sign-in' })).toBeInTheDocument();
  });

  it('lists students from getStudent, promotes and deletes them', async () => {
    const student = sumaiya('student');
    let rows = [student];
    let listCalls = 0;
    server.use(
      http.get(apiUrl('getStudent'), ({ request }) => {
        listCalls += 1;
        return pageOf(rows, request.url);
      }),
      http.patch(apiUrl('studentUpdate/s1'), () => HttpResponse.json({ modifiedCount: 1 })),
      http.delete(apiUrl('studentDelete/s1'), () => {
        rows = [];
        return HttpResponse.json({ deletedCount: 1 });
      }),
    );
    const { user } = renderDashboard('/Dashboard/studentCollection');
    expect(await screen.findByText('Total students: 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Student Name');

    await user.click(screen.getByRole('button', { name: 'Make admin: Sumaiya Khan' }));
    await answerDialog(user, 'Make admin');
    expect(await screen.findByRole('button', { name: 'Admin' })).toBeDisabled();
    expect(listCalls).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Delete Sumaiya Khan' }));
    await answerDialog(user, 'Delete');
    expect(await screen.findByText('No students yet.')).toBeInTheDocument();
    expect(await screen.findByText('Total students: 0')).toBeInTheDocument();
  });
});

/** PATCH /api/admin/accounts/:id/role and /suspension over `rows`; keeps the bodies sent. */
function serveAccountChanges(rows: Array<Tutor | Student>) {
  const sent: Array<{ path: string; body: unknown }> = [];
  const find = (id: unknown) => rows.find((r) => r._id === id);
  server.use(
    http.patch(apiUrl('admin/accounts/:id/role'), async ({ params, request }) => {
      const body = (await request.json()) as { admin: boolean };
      sent.push({ path: `${String(params.id)}/role`, body });
      const row = find(params.id);
      const role = body.admin ? 'admin' : 'tutor';
      const modifiedCount = row && row.role !== role ? 1 : 0;
      if (row && role) {
        row.role = role;
      }
      return HttpResponse.json({ modifiedCount });
    }),
    http.patch(apiUrl('admin/accounts/:id/suspension'), async ({ params, request }) => {
      const body = (await request.json()) as { suspended: boolean };
      sent.push({ path: `${String(params.id)}/suspension`, body });
      const row = find(params.id);
      const modifiedCount = row && Boolean(row.suspended) !== body.suspended ? 1 : 0;
      if (row) {
        row.suspended = body.suspended;
      }
      return HttpResponse.json({ modifiedCount });
    }),
  );
  return sent;
}

describe('Removing admin and suspending accounts', () => {
  it('removes admin after confirming and patches the row from the answer without refetching', async () => {
    const rows = [tutor(1), tutor(2, { role: 'admin' })];
    const db = serveTutors(rows);
    const sent = serveAccountChanges(db.rows);
    const { user } = renderDashboard('/Dashboard/tutorCollection');
    await screen.findByRole('cell', { name: 'Tutor 2' });
    expect(
      within(row('Tutor 1')).queryByRole('button', { name: /Remove admin/ }),
    ).not.toBeInTheDocument();

    await user.click(within(row('Tutor 2')).getByRole('button', { name: 'Remove admin: Tutor 2' }));
    await answerDialog(user, 'Remove admin', 'Remove admin?');

    expect(await screen.findByText(MESSAGES.demoted)).toBeInTheDocument();
    expect(sent).toEqual([{ path: 't2/role', body: { admin: false } }]);
    expect(
      await within(row('Tutor 2')).findByRole('button', { name: 'Make admin: Tutor 2' }),
    ).toBeEnabled();
    expect(within(row('Tutor 2')).queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(db.listCalls).toHaveLength(1);
  });

  it('shows the server message and keeps the admin when the last admin would be removed', async () => {
    serveTutors([tutor(1, { role: 'admin' })]);
    server.use(
      http.patch(apiUrl('admin/accounts/:id/role'), () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: MESSAGES.lastAdmin },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderDashboard('/Dashboard/tutorCollection');
    await user.click(await screen.findByRole('button', { name: 'Remove admin: Tutor 1' }));
    await answerDialog(user, 'Remove admin');
    expect(await screen.findByText(MESSAGES.lastAdmin)).toBeInTheDocument();
    expect(within(row('Tutor 1')).getByRole('button', { name: 'Admin' })).toBeDisabled();
  });

  it('offers neither remove admin nor suspend on the signed-in admin’s own row', async () => {
    serveTutors([tutor(1, { _id: ADMIN_ME._id, name: 'Me Myself', role: 'admin' })]);
    renderDashboard('/Dashboard/tutorCollection');
    await screen.findByRole('cell', { name: 'Me Myself' });
    const mine = row('Me Myself');
    expect(within(mine).getByRole('button', { name: 'Admin' })).toBeDisabled();
    expect(within(mine).queryByRole('button', { name: /Remove admin|Suspend/ })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Delete Me Myself' })).toBeInTheDocument();
  });

  it('suspends and lifts after confirming: the Suspended chip follows the answers', async () => {
    const db = serveTutors([tutor(1), tutor(2)]);
    const sent = serveAccountChanges(db.rows);
    const { user } = renderDashboard('/Dashboard/tutorCollection');
    await screen.findByRole('cell', { name: 'Tutor 1' });
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suspend Tutor 1' }));
    await answerDialog(user, 'Suspend', 'Suspend Tutor 1?');
    expect(await screen.findByText(MESSAGES.suspended)).toBeInTheDocument();
    expect(await within(row('Tutor 1')).findByText('Suspended')).toBeInTheDocument();
    expect(within(row('Tutor 2')).queryByText('Suspended')).toBeNull();

    await user.click(
      within(row('Tutor 1')).getByRole('button', { name: 'Lift suspension: Tutor 1' }),
    );
    await answerDialog(user, 'Lift suspension', 'Lift the suspension of Tutor 1?');
    expect(await screen.findByText(MESSAGES.unsuspended)).toBeInTheDocument();
    await waitFor(() => expect(within(row('Tutor 1')).queryByText('Suspended')).toBeNull());
    expect(sent).toEqual([
      { path: 't1/suspension', body: { suspended: true } },
      { path: 't1/suspension', body: { suspended: false } },
    ]);
    expect(db.listCalls).toHaveLength(1);
  });

  it('keeps the row as it was when the suspension call fails', async () => {
    serveTutors([tutor(1)]);
    server.use(
      http.patch(apiUrl('admin/accounts/:id/suspension'), () => notFound(NOT_FOUND.tutor)),
    );
    const { user } = renderDashboard('/Dashboard/tutorCollection');
    await user.click(await screen.findByRole('button', { name: 'Suspend Tutor 1' }));
    await answerDialog(user, 'Suspend');
    expect(await screen.findByText(NOT_FOUND.tutor)).toBeInTheDocument();
    expect(within(row('Tutor 1')).queryByText('Suspended')).toBeNull();
    expect(screen.getByRole('button', { name: 'Suspend Tutor 1' })).toBeInTheDocument();
  });

  it('suspends a student and removes a student’s admin role in the student table', async () => {
    const students = [sumaiya('admin')];
    server.use(http.get(apiUrl('getStudent'), ({ request }) => pageOf(students, request.url)));
    const sent = serveAccountChanges(students);
    const { user } = renderDashboard('/Dashboard/studentCollection');
    await user.click(await screen.findByRole('button', { name: 'Remove admin: Sumaiya Khan' }));
    await answerDialog(user, 'Remove admin');
    expect(
      await screen.findByRole('button', { name: 'Make admin: Sumaiya Khan' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suspend Sumaiya Khan' }));
    await answerDialog(user, 'Suspend');
    expect(await screen.findByText('Suspended')).toBeInTheDocument();
    expect(sent.map((s) => s.path)).toEqual(['s1/role', 's1/suspension']);
  });
});

describe('Tutor and Student Collections in Bangla', () => {
  it('names the columns, counts and actions in Bangla and confirms in Bangla', async () => {
    const db = serveTutors([tutor(1), tutor(2, { role: 'admin' })]);
    const { user } = renderDashboard('/Dashboard/tutorCollection', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'শিক্ষক তালিকা' })).toBeInTheDocument();
    expect(await screen.findByText('মোট শিক্ষক: ২')).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Tutor 1' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'শিক্ষকের নাম',
      'ইমেইল',
      'ফোন নম্বর',
      'সাইন ইন',
      'ভূমিকা',
      'যাচাইকৃত',
      'কাজ',
    ]);
    expect(within(row('Tutor 2')).getByRole('button', { name: 'অ্যাডমিন' })).toBeDisabled();
    expect(screen.getByRole('searchbox', { name: 'শিক্ষক খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /প্রতি পাতায় সারি/ })).toHaveTextContent('১০');
    expect(screen.getByText('১–২ / ২')).toBeInTheDocument();
    expect(document.title).toBe('শিক্ষক তালিকা · ড্যাশবোর্ড · Tutor Hub');

    await user.click(screen.getByRole('button', { name: 'অ্যাডমিন করুন: Tutor 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'অ্যাডমিন করবেন?' });
    expect(dialog).toHaveTextContent(
      'Tutor 1 (t1@example.com) শিক্ষক, শিক্ষার্থী, কোর্স ও ব্লগ পরিচালনা করতে পারবেন।',
    );
    await answerDialog(user, 'অ্যাডমিন করুন');
    expect(await screen.findByText('অ্যাডমিন করা হয়েছে')).toBeInTheDocument();
    expect(db.rows[0].role).toBe('admin');
  });

  it('says in Bangla when the change was already made', async () => {
    serveTutors([tutor(1)]);
    server.use(
      http.patch(apiUrl('tutorUpdate/:id'), () => HttpResponse.json({ modifiedCount: 0 })),
    );
    const { user } = renderDashboard('/Dashboard/tutorCollection', undefined, 'bn');
    await user.click(await screen.findByRole('button', { name: 'অ্যাডমিন করুন: Tutor 1' }));
    await answerDialog(user, 'অ্যাডমিন করুন');
    expect(await screen.findByText('Tutor 1 আগে থেকেই অ্যাডমিন।')).toBeInTheDocument();
  });

  it('keeps the CSV columns in English: the file is data, whatever the page’s language', async () => {
    serveTutors(Array.from({ length: 12 }, (_, i) => tutor(i + 1)));
    const blobs: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => click.mockRestore());
    const { user } = renderDashboard('/Dashboard/tutorCollection', undefined, 'bn');
    expect(await screen.findByText('মোট শিক্ষক: ১২')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CSV ডাউনলোড করুন' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const lines = (await blobs[0].text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Tutor Name,Email,Phone Number,Sign-in,Role,Verified');
    expect(lines[1]).toBe('Tutor 1,t1@example.com,01700000001,,tutor,no');
    expect(lines).toHaveLength(13);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^tutors-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('suspends a student in Bangla and shows the Bangla chip', async () => {
    const students = [sumaiya('student')];
    server.use(http.get(apiUrl('getStudent'), ({ request }) => pageOf(students, request.url)));
    serveAccountChanges(students);
    const { user } = renderDashboard('/Dashboard/studentCollection', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'শিক্ষার্থী তালিকা' })).toBeInTheDocument();
    expect(await screen.findByText('মোট শিক্ষার্থী: ১')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('শিক্ষার্থীর নাম');
    await user.click(screen.getByRole('button', { name: 'Sumaiya Khan-কে স্থগিত করুন' }));
    await answerDialog(user, 'স্থগিত করুন', 'Sumaiya Khan-কে স্থগিত করবেন?');
    expect(await screen.findByText('অ্যাকাউন্ট স্থগিত করা হয়েছে')).toBeInTheDocument();
    expect(await screen.findByText('স্থগিত')).toBeInTheDocument();
  });

  it('says in Bangla that no student matches the search', async () => {
    server.use(http.get(apiUrl('getStudent'), ({ request }) => pageOf([], request.url)));
    renderDashboard('/Dashboard/studentCollection?q=রহিম', undefined, 'bn');
    expect(
      await screen.findByText('“রহিম”-এর সঙ্গে মেলে এমন কোনো শিক্ষার্থী নেই।'),
    ).toBeInTheDocument();
    expect(screen.getByText('মোট শিক্ষার্থী: ০')).toBeInTheDocument();
  });
});
