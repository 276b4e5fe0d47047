import { CONTACT_RULE_MESSAGES, HIRE_MESSAGES, NOT_FOUND } from '@tutorhub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { renderPage, SIGNED_OUT } from '../../../test/utils';
import HireRequestDialog from '../../hires/components/HireRequestDialog';
import { siteToday } from '../../hires/hireForm';
import {
  errorAnswer,
  listAnswer,
  NO_PROFILE_ME,
  serveMe,
  STUDENT_ME,
  TUTOR_ME,
  tutorProfile,
} from '../../../test/hires';
import type { TutorProfile, TutorReview } from '../../../store/hireTypes';
import TutorProfilePage from './TutorProfilePage';

vi.mock('../../../lib/auth/authService', () => import('../../../test/authServiceMock'));

const review = (i: number): TutorReview => ({
  _id: `r${i}`,
  rating: 4,
  message: `Great teacher ${i}`,
  createdAt: '2026-11-01T10:00:00.000Z',
  student: { name: `Student ${i}`, image: null },
});

function serveTutor(profile: TutorProfile = tutorProfile(), reviewsTotal = 2) {
  const reviewCalls: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('tutors/tutor-1'), () => HttpResponse.json(profile)),
    http.get(apiUrl('tutors/tutor-1/reviews'), ({ request }) => {
      reviewCalls.push(new URL(request.url).searchParams);
      return listAnswer([review(1), review(2)], reviewsTotal);
    }),
  );
  return reviewCalls;
}

function setup(options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<TutorProfilePage HireRequestDialog={HireRequestDialog} />, {
    path: '/tutors/:id',
    route: '/tutors/tutor-1',
    extraRoutes: [{ path: '/login', element: <div>login page</div> }],
    ...options,
  });
}

describe('TutorProfilePage', () => {
  beforeEach(() => serveMe(STUDENT_ME));

  it('shows the profile: photo, badge, terms, education, about, stars and reviews', async () => {
    serveTutor();
    setup();
    expect(await screen.findByRole('heading', { name: 'Tania Tutor' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Tania Tutor' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Rated 4.5 out of 5 by 2 students' }),
    ).toBeInTheDocument();
    expect(screen.getByText('৳6,000/month')).toBeInTheDocument();
    expect(screen.getByText('Dhanmondi')).toBeInTheDocument();
    expect(screen.getByText('Physics, Dhaka University')).toBeInTheDocument();
    expect(screen.getByText('Ten years of SSC and HSC physics.')).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('Great teacher 1')).toBeInTheDocument();
    expect(within(reviews).getByText('Student 2')).toBeInTheDocument();
    // No accepted hire: no contact details.
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
  });

  it('reads in Bangla, with Bengali digits in the salary, the rating and the review dates', async () => {
    serveTutor();
    setup({ language: 'bn' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tania Tutor' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tania Tutor-এর ছবি' })).toBeInTheDocument();
    expect(screen.getByText('যাচাইকৃত')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: '২জন শিক্ষার্থী ৫-এর মধ্যে ৪.৫ রেটিং দিয়েছেন' }),
    ).toBeInTheDocument();
    expect(screen.getByText('৪.৫ (২)')).toBeInTheDocument();
    expect(screen.getByText('মাসিক বেতন')).toBeInTheDocument();
    expect(screen.getByText('৳৬,০০০/মাস')).toBeInTheDocument();
    expect(screen.getByText('পদার্থবিজ্ঞান')).toBeInTheDocument();
    expect(screen.getByText('অফলাইন')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'নিয়োগের অনুরোধ করুন' })).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'রিভিউ' });
    expect(await within(reviews).findByText('Great teacher 1')).toBeInTheDocument();
    expect(within(reviews).getAllByText(/২০২৬/)).toHaveLength(2);
  });

  it('shows the phone and email when the API sends them (an accepted hire)', async () => {
    serveTutor(tutorProfile({ email: 'tania@example.com', number: '01711111111' }));
    setup();
    expect(await screen.findByRole('link', { name: '01711111111' })).toHaveAttribute(
      'href',
      'tel:01711111111',
    );
    expect(screen.getByRole('link', { name: 'tania@example.com' })).toBeInTheDocument();
  });

  it('marks a number that is the tutor’s verified mobile number, in English and in Bangla', async () => {
    serveTutor(
      tutorProfile({ email: 'tania@example.com', number: '01711111111', numberVerified: true }),
    );
    const { unmount } = setup();
    expect(await screen.findByText('Verified number')).toBeInTheDocument();
    unmount();
    serveTutor(
      tutorProfile({ email: 'tania@example.com', number: '01711111111', numberVerified: false }),
    );
    setup();
    expect(await screen.findByRole('link', { name: '01711111111' })).toBeInTheDocument();
    expect(screen.queryByText('Verified number')).toBeNull();
  });

  it('pages the reviews five at a time', async () => {
    const calls = serveTutor(tutorProfile(), 12);
    const { user } = setup();
    await screen.findByText('Great teacher 1');
    expect(calls[0].get('limit')).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(calls.at(-1)?.get('page')).toBe('3'));
  });

  it('shows "No ratings yet" and no badge for an unrated, unverified tutor', async () => {
    serveTutor(tutorProfile({ verified: false, rating: { average: null, count: 0 } }));
    setup();
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('says Tutor not found for an unknown id, and offers Retry on other errors', async () => {
    server.use(http.get(apiUrl('tutors/tutor-1'), () => errorAnswer(404, NOT_FOUND.tutor)));
    setup();
    expect(await screen.findByText(NOT_FOUND.tutor)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tutor' })).toHaveAttribute(
      'href',
      '/tutorFinds',
    );
  });

  it('offers Retry when the profile fails to load', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('tutors/tutor-1'), () =>
        fail ? errorAnswer(500, 'boom') : HttpResponse.json(tutorProfile()),
      ),
      http.get(apiUrl('tutors/tutor-1/reviews'), () => listAnswer([])),
    );
    const { user } = setup();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Tania Tutor' })).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('sends a visitor to sign in first', async () => {
    serveTutor();
    const { user, router } = setup({ auth: SIGNED_OUT });
    await user.click(await screen.findByRole('button', { name: 'Request to hire' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/tutors/tutor-1' } });
  });

  it('hides Request to hire from tutors and links the tutor to their own edit page', async () => {
    serveMe(TUTOR_ME);
    serveTutor();
    setup();
    await screen.findByRole('heading', { name: 'Tania Tutor' });
    await screen.findByText('Great teacher 1');
    expect(screen.queryByRole('button', { name: 'Request to hire' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit my profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('lets an admin delete a review after confirming; the rating refetches', async () => {
    serveMe({ ...TUTOR_ME, _id: 'admin-1', kind: null, role: 'admin' });
    let profileCalls = 0;
    const deleted: string[] = [];
    server.use(
      http.get(apiUrl('tutors/tutor-1'), () => {
        profileCalls += 1;
        return HttpResponse.json(tutorProfile());
      }),
      http.get(apiUrl('tutors/tutor-1/reviews'), () => listAnswer([review(1)])),
      http.delete(apiUrl('tutors/tutor-1/reviews/:reviewId'), ({ params }) => {
        deleted.push(String(params.reviewId));
        return HttpResponse.json({ deletedCount: 1 });
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the review by Student 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted')).toBeInTheDocument();
    expect(deleted).toEqual(['r1']);
    await waitFor(() => expect(profileCalls).toBe(2));
  });

  it('marks for an admin a review given before the tuition had run 28 days', async () => {
    serveMe({ ...TUTOR_ME, _id: 'admin-1', kind: null, role: 'admin' });
    server.use(
      http.get(apiUrl('tutors/tutor-1'), () => HttpResponse.json(tutorProfile())),
      http.get(apiUrl('tutors/tutor-1/reviews'), () =>
        listAnswer([
          { ...review(1), flagged: true },
          { ...review(2), flagged: false },
        ]),
      ),
    );
    setup();
    await screen.findByText('Great teacher 2');
    expect(screen.getAllByText('Rated before the tuition had run 28 days')).toHaveLength(1);
    const [first] = screen.getAllByRole('listitem');
    expect(within(first).getByText('Rated before the tuition had run 28 days')).toBeInTheDocument();
  });

  it('shows no delete button on reviews to others', async () => {
    serveTutor();
    setup();
    await screen.findByText('Great teacher 1');
    expect(screen.queryByRole('button', { name: /Delete the review/ })).not.toBeInTheDocument();
  });

  it('asks an account without a profile to register as a student', async () => {
    serveMe(NO_PROFILE_ME);
    serveTutor();
    setup();
    expect(
      await screen.findByRole('link', { name: 'Register as a student to hire' }),
    ).toHaveAttribute('href', '/studentRegistration');
  });

  it('validates every field of the request form', async () => {
    serveTutor(tutorProfile({ onlineOffline: 'both', salary: 100 }));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Request to hire' }));
    const form = await screen.findByRole('form', { name: 'Request to hire Tania Tutor' });
    const f = within(form);
    await user.clear(f.getByLabelText('Start date'));
    await user.type(f.getByLabelText('Start date'), '2000-01-01');
    await user.click(f.getByRole('button', { name: 'Send request' }));
    expect(await f.findByText(HIRE_MESSAGES.classLevel)).toBeInTheDocument();
    expect(f.getByText(HIRE_MESSAGES.salary)).toBeInTheDocument();
    expect(f.getByText(HIRE_MESSAGES.startDatePast)).toBeInTheDocument();
    expect(f.getByText(HIRE_MESSAGES.mode)).toBeInTheDocument();
    // Offline asks for the area.
    await user.selectOptions(f.getByLabelText('Online or offline'), 'offline');
    await user.clear(f.getByLabelText('Area'));
    await user.click(f.getByRole('button', { name: 'Send request' }));
    expect(await f.findByText(HIRE_MESSAGES.area)).toBeInTheDocument();
  });

  it('says as the user types that contact details wait for the tutor, and sends nothing', async () => {
    serveTutor();
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('hires'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ insertedId: 'hire-9' }, { status: 201 });
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Request to hire' }));
    const f = within(await screen.findByRole('form', { name: 'Request to hire Tania Tutor' }));
    const fields = [
      ['Class', '01712345678'],
      ['Area', 'e at gmail dot com'],
      ['Message to the tutor (optional)', 'wa.me/rahim'],
    ];
    for (const [label, text] of fields) {
      await user.clear(f.getByLabelText(label));
      await user.type(f.getByLabelText(label), text);
    }
    // Shown under each field while typing, before any submit.
    expect(f.getAllByText(CONTACT_RULE_MESSAGES.contactDetails)).toHaveLength(3);
    await user.click(f.getByRole('button', { name: 'Send request' }));
    await user.clear(f.getByLabelText('Class'));
    await user.type(f.getByLabelText('Class'), 'Class 9-10');
    expect(f.getAllByText(CONTACT_RULE_MESSAGES.contactDetails)).toHaveLength(2);
    expect(bodies).toEqual([]);
  });

  it('says so in Bangla, for Bangla digits too', async () => {
    serveTutor();
    const { user } = setup({ language: 'bn' });
    await user.click(await screen.findByRole('button', { name: 'নিয়োগের অনুরোধ করুন' }));
    const f = within(await screen.findByRole('form', { name: 'Tania Tutor-কে নিয়োগের অনুরোধ' }));
    await user.type(f.getByLabelText('শিক্ষকের জন্য বার্তা (ঐচ্ছিক)'), 'নম্বর ০১৭১২-৩৪৫৬৭৮');
    expect(
      f.getByText(
        'শিক্ষক নিয়োগের অনুরোধ গ্রহণ করার আগে যোগাযোগের তথ্য দেওয়া যায় না: ফোন নম্বর, ইমেইল ঠিকানা বা মেসেঞ্জারের লিংক মুছে দিন।',
      ),
    ).toBeInTheDocument();
    await user.clear(f.getByLabelText('শিক্ষকের জন্য বার্তা (ঐচ্ছিক)'));
    await user.type(f.getByLabelText('শিক্ষকের জন্য বার্তা (ঐচ্ছিক)'), 'সপ্তাহে ৩ দিন, বেতন ৳৫,০০০');
    expect(f.queryByText(/যোগাযোগের তথ্য দেওয়া যায় না/)).not.toBeInTheDocument();
  });

  it('sends the terms, shows the API field errors, then confirms with a link', async () => {
    serveTutor();
    const bodies: unknown[] = [];
    let reject = true;
    server.use(
      http.post(apiUrl('hires'), async ({ request }) => {
        bodies.push(await request.json());
        if (reject) {
          reject = false;
          // A number split over two fields: each passes alone, the API refuses them together.
          return errorAnswer(400, 'Validation failed', {
            message: CONTACT_RULE_MESSAGES.contactDetails,
          });
        }
        return HttpResponse.json({ insertedId: 'hire-9' }, { status: 201 });
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Request to hire' }));
    const form = await screen.findByRole('form', { name: 'Request to hire Tania Tutor' });
    const f = within(form);
    expect(f.getByLabelText('Subject')).toHaveValue('Physics');
    expect(f.getByLabelText('Area')).toHaveValue('Dhanmondi');
    await user.type(f.getByLabelText('Class'), 'Class 9');
    await user.selectOptions(f.getByLabelText('Days per week'), '4');
    await user.type(f.getByLabelText('Area'), ' 0171');
    await user.type(f.getByLabelText('Message to the tutor (optional)'), '2345678');
    expect(f.queryByText(CONTACT_RULE_MESSAGES.contactDetails)).not.toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Send request' }));
    expect(await f.findByText(CONTACT_RULE_MESSAGES.contactDetails)).toBeInTheDocument();

    await user.clear(f.getByLabelText('Area'));
    await user.type(f.getByLabelText('Area'), 'Dhanmondi');
    await user.clear(f.getByLabelText('Message to the tutor (optional)'));
    await user.type(f.getByLabelText('Message to the tutor (optional)'), 'Exam in March');
    await user.click(f.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('link', { name: 'My tuitions' })).toHaveAttribute(
      'href',
      '/tuitions',
    );
    expect(bodies.at(-1)).toEqual({
      tutorId: 'tutor-1',
      subject: 'Physics',
      classLevel: 'Class 9',
      daysPerWeek: 4,
      salary: 6000,
      startDate: siteToday(),
      mode: 'offline',
      area: 'Dhanmondi',
      message: 'Exam in March',
    });
  });

  it('shows the 409 of a second open request as a toast', async () => {
    serveTutor(tutorProfile({ onlineOffline: 'online' }));
    server.use(http.post(apiUrl('hires'), () => errorAnswer(409, HIRE_MESSAGES.openHireExists)));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Request to hire' }));
    const form = await screen.findByRole('form', { name: 'Request to hire Tania Tutor' });
    await user.type(within(form).getByLabelText('Class'), 'HSC 1st year');
    expect(within(form).queryByLabelText('Area')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(HIRE_MESSAGES.openHireExists)).toBeInTheDocument();
  });
});
