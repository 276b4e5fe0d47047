import { MESSAGES, NOT_FOUND, type CourseStatus } from '@tutorhub/contracts';
import type { Course } from '../../../store/apiTypes';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { coursesApi } from '../../../store/endpoints/coursesApi';
import { adminApi } from '../adminApi';
import { answerDialog, notFound, pageOf, renderDashboard, serveMe } from '../../../test/admin';

const course = (i: number, status: CourseStatus): Course => ({
  _id: `c${i}`,
  courseName: `Course ${i}`,
  image: '',
  email: `c${i}@example.com`,
  number: `0190000000${i}`,
  description: '',
  duration: '4 weeks',
  amount: 1000,
  prerequisites: 'None',
  targetAudience: 'All',
  status,
  createdAt: '2024-01-01T00:00:00Z',
});

/** Admins get every status, pending first; visitors (no `admin` flag here) only Accepted. */
function serveCourses(initial: Course[]) {
  const db = {
    rows: [...initial],
    calls: [] as URLSearchParams[],
    patches: [] as unknown[],
    statsCalls: 0,
  };
  const ordered = () =>
    [...db.rows].sort((a, b) => (a.status === b.status ? 0 : a.status === 'Pending' ? -1 : 1));
  server.use(
    http.get(apiUrl('getCourse'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      db.calls.push(params);
      const status = params.get('status');
      return pageOf(
        ordered().filter((c) => !status || c.status === status),
        request.url,
      );
    }),
    http.patch(apiUrl('updateCourse/:id'), async ({ params, request }) => {
      const body = (await request.json()) as { status: CourseStatus };
      db.patches.push(body);
      const row = db.rows.find((c) => c._id === params.id);
      if (!row) {
        return notFound(NOT_FOUND.course);
      }
      row.status = body.status;
      return HttpResponse.json({ modifiedCount: 1 });
    }),
    http.delete(apiUrl('deleteCourse/:id'), ({ params }) => {
      db.rows = db.rows.filter((c) => c._id !== params.id);
      return HttpResponse.json({ deletedCount: 1 });
    }),
    http.get(apiUrl('stats'), () => {
      db.statsCalls += 1;
      return HttpResponse.json({ tutors: 0, students: 0, courses: db.rows.length, blogs: 0 });
    }),
  );
  return db;
}

const statusOf = (name: string) => screen.getByRole('combobox', { name: `Status of ${name}` });

beforeEach(() => serveMe());

describe('Course Collection', () => {
  it('lists courses pending first with a Details link and a status dropdown', async () => {
    serveCourses([course(1, 'Accepted'), course(2, 'Pending')]);
    const { user } = renderDashboard('/Dashboard/courseCollection');
    expect(await screen.findByText('Total courses: 2')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('cell', { name: 'Course 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Course Name',
      'Course Email',
      'Phone Number',
      'Details',
      'Status',
    ]);
    expect(screen.getByRole('link', { name: 'Details of Course 1' })).toHaveAttribute(
      'href',
      '/getCourse/c1',
    );
    expect(statusOf('Course 2')).toHaveTextContent('Pending');
    await user.click(statusOf('Course 2'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pending', 'Accepted', 'Deleted']);
  });

  it('accepts a course: the row, the public course list and the stats update', async () => {
    const db = serveCourses([course(1, 'Accepted'), course(2, 'Pending')]);
    const { user, store } = renderDashboard('/Dashboard/courseCollection');
    // The public /course page (cached and subscribed) and the Stats Board.
    const publicList = store.dispatch(
      coursesApi.endpoints.getCourses.initiate({ page: 1, limit: 12 }),
    );
    const stats = store.dispatch(adminApi.endpoints.getStats.initiate());
    await screen.findByRole('cell', { name: 'Course 2' });
    await waitFor(() => expect(db.statsCalls).toBe(1));
    const listCallsBefore = db.calls.length;

    await user.click(statusOf('Course 2'));
    await user.click(await screen.findByRole('option', { name: 'Accepted' }));

    expect(await screen.findByText(MESSAGES.courseStatusUpdated)).toBeInTheDocument();
    expect(db.patches).toEqual([{ status: 'Accepted' }]);
    expect(statusOf('Course 2')).toHaveTextContent('Accepted');
    // Both the admin table and the public list refetch (Course LIST), and the stats.
    await waitFor(() => expect(db.calls.length).toBe(listCallsBefore + 2));
    await waitFor(() => expect(db.statsCalls).toBe(2));
    publicList.unsubscribe();
    stats.unsubscribe();
  });

  it('rolls the optimistic status back and shows the message when the change fails', async () => {
    serveCourses([course(2, 'Pending')]);
    server.use(
      http.patch(apiUrl('updateCourse/:id'), async () => {
        await new Promise((r) => setTimeout(r, 100));
        return notFound(NOT_FOUND.course);
      }),
    );
    const { user } = renderDashboard('/Dashboard/courseCollection');
    await screen.findByRole('cell', { name: 'Course 2' });
    await user.click(statusOf('Course 2'));
    await user.click(await screen.findByRole('option', { name: 'Accepted' }));
    // Optimistic: the select moves at once…
    await waitFor(() => expect(statusOf('Course 2')).toHaveTextContent('Accepted'));
    // …and comes back when the server refuses.
    expect(await screen.findByText(NOT_FOUND.course)).toBeInTheDocument();
    await waitFor(() => expect(statusOf('Course 2')).toHaveTextContent('Pending'));
  });

  it('sets a course back to Pending', async () => {
    const db = serveCourses([course(1, 'Accepted')]);
    const { user } = renderDashboard('/Dashboard/courseCollection');
    await screen.findByRole('cell', { name: 'Course 1' });
    await user.click(statusOf('Course 1'));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(db.patches).toEqual([{ status: 'Pending' }]));
    expect(await screen.findByText(MESSAGES.courseStatusUpdated)).toBeInTheDocument();
  });

  it('deletes a course after confirming when Deleted is chosen', async () => {
    const db = serveCourses([course(1, 'Accepted'), course(2, 'Pending')]);
    const { user } = renderDashboard('/Dashboard/courseCollection');
    await screen.findByRole('cell', { name: 'Course 2' });
    await user.click(statusOf('Course 2'));
    await user.click(await screen.findByRole('option', { name: 'Deleted' }));
    await answerDialog(user, 'Delete', 'Delete Course 2?');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Course 2' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Total courses: 1')).toBeInTheDocument();
    expect(db.rows.map((c) => c._id)).toEqual(['c1']);
  });

  it('filters by status on the server', async () => {
    const db = serveCourses([course(1, 'Accepted'), course(2, 'Pending')]);
    const { user } = renderDashboard('/Dashboard/courseCollection');
    await screen.findByRole('cell', { name: 'Course 2' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(db.calls.at(-1)?.get('status')).toBe('Pending'));
    expect(await screen.findByText('Total courses: 1')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Course 1' })).not.toBeInTheDocument();
  });

  it('reads in Bangla: columns, counts, statuses and the delete confirmation', async () => {
    const db = serveCourses([course(1, 'Accepted'), course(2, 'Pending')]);
    const { user } = renderDashboard('/Dashboard/courseCollection', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'কোর্স তালিকা' })).toBeInTheDocument();
    expect(await screen.findByText('মোট কোর্স: ২')).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Course 2' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'কোর্সের নাম',
      'কোর্সের ইমেইল',
      'ফোন নম্বর',
      'বিস্তারিত',
      'অবস্থা',
    ]);
    expect(screen.getByRole('link', { name: 'Course 1-এর বিস্তারিত' })).toHaveTextContent(
      'বিস্তারিত',
    );
    const status = screen.getByRole('combobox', { name: 'Course 2-এর অবস্থা' });
    expect(status).toHaveTextContent('অপেক্ষমাণ');
    await user.click(status);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['অপেক্ষমাণ', 'অনুমোদিত', 'মুছে ফেলা']);
    await user.click(options[2]);
    const dialog = await screen.findByRole('dialog', { name: 'Course 2 মুছে ফেলবেন?' });
    expect(dialog).toHaveTextContent('কোর্সটি সবার জন্য সরিয়ে ফেলা হবে।');
    await answerDialog(user, 'মুছুন');
    expect(await screen.findByText('সফলভাবে মুছে ফেলা হয়েছে')).toBeInTheDocument();
    expect(await screen.findByText('মোট কোর্স: ১')).toBeInTheDocument();
    expect(db.rows.map((c) => c._id)).toEqual(['c1']);
  });

  it('filters by a status named in Bangla and says so when none has it', async () => {
    const db = serveCourses([course(1, 'Accepted')]);
    const { user } = renderDashboard('/Dashboard/courseCollection', undefined, 'bn');
    await screen.findByRole('cell', { name: 'Course 1' });
    await user.click(screen.getByRole('combobox', { name: 'অবস্থা' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'সব (অপেক্ষমাণগুলো আগে)',
      'অপেক্ষমাণ',
      'অনুমোদিত',
    ]);
    await user.click(options[1]);
    await waitFor(() => expect(db.calls.at(-1)?.get('status')).toBe('Pending'));
    expect(await screen.findByText('অপেক্ষমাণ কোনো কোর্স নেই।')).toBeInTheDocument();
  });
});
