import {
  CONTACT_RULE_MESSAGES,
  PROFILE_MESSAGES,
  STUDENT_FORM_MESSAGES,
  TUTOR_FORM_MESSAGES,
} from '@tutorhub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { imageFile, renderPage } from '../../../test/utils';
import * as authService from '../../../lib/auth/authService';
import {
  errorAnswer,
  NO_PROFILE_ME,
  serveMe,
  STUDENT_ME,
  TUTOR_ME,
  tutorProfile,
} from '../../../test/hires';
import MyProfilePage from './MyProfilePage';

vi.mock('../../../lib/auth/authService', () => import('../../../test/authServiceMock'));
vi.mock('../../../lib/uploadImage', () => ({
  uploadImage: vi.fn(() => Promise.resolve('https://cdn.example.com/new.png')),
}));

const auth = vi.mocked(authService);

function capturePatch(answer: () => Response = () => HttpResponse.json({ modifiedCount: 1 })) {
  const bodies: unknown[] = [];
  server.use(
    http.patch(apiUrl('me/profile'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const setup = (language: 'en' | 'bn' = 'en') =>
  renderPage(<MyProfilePage />, {
    language,
    path: '/profile',
    extraRoutes: [{ path: '/', element: <div>home page</div> }],
  });

describe('MyProfilePage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    server.use(
      http.get(apiUrl('tutors/tutor-1'), () =>
        HttpResponse.json(tutorProfile({ email: 'tania@example.com', number: '01711111111' })),
      ),
      http.get(apiUrl('me/email'), () =>
        HttpResponse.json({ language: 'en', hires: true, reviews: false }),
      ),
    );
  });

  it('has the Notifications section, which says which emails come', async () => {
    serveMe(TUTOR_ME);
    setup();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(
      await within(section).findByRole('switch', { name: /Email me about new reviews/ }),
    ).not.toBeChecked();
    expect(
      within(section).getByRole('switch', { name: /Email me new tuition jobs once a day/ }),
    ).toBeInTheDocument();
  });

  it('pre-fills a tutor’s profile and saves the edits (same image kept)', async () => {
    serveMe(TUTOR_ME);
    const bodies = capturePatch();
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    const f = within(form);
    await waitFor(() => expect(f.getByLabelText('Name')).toHaveValue('Tania Tutor'));
    expect(f.getByLabelText('WhatsApp number')).toHaveValue('01711111111');
    expect(f.getByLabelText('Teaching subject')).toHaveValue('Physics');
    expect(f.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.clear(f.getByLabelText(/About you/));
    await user.type(f.getByLabelText(/About you/), 'HSC physics, 10 years');
    await user.clear(f.getByLabelText('Expected salary (BDT per month)'));
    await user.type(f.getByLabelText('Expected salary (BDT per month)'), '7000');
    await user.click(f.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Tania Tutor',
        image: 'https://cdn.example.com/tania.png',
        number: '01711111111',
        study: 'Dhaka University',
        subject: 'Physics',
        location: 'Dhanmondi',
        teachingSubject: 'Physics',
        salary: 7000,
        onlineOffline: 'offline',
        about: 'HSC physics, 10 years',
        gender: null,
      },
    ]);
    expect(auth.updateUserProfile).toHaveBeenCalledWith(
      'Tania Tutor',
      'https://cdn.example.com/tania.png',
    );
  });

  it.each([
    { stored: 'male', choice: 'Female', sent: 'female' },
    { stored: 'female', choice: 'Not said', sent: null },
  ] as const)(
    'shows a tutor’s stored gender ($stored) and sends the one chosen ($choice)',
    async ({ stored, choice, sent }) => {
      serveMe(TUTOR_ME);
      server.use(
        http.get(apiUrl('tutors/tutor-1'), () =>
          HttpResponse.json(tutorProfile({ number: '01711111111', gender: stored })),
        ),
      );
      const bodies = capturePatch();
      const { user } = setup();
      const form = await screen.findByRole('form', { name: 'Edit profile' });
      const f = within(form);
      await waitFor(() => expect(f.getByLabelText('Gender')).toHaveValue(stored));
      await user.selectOptions(f.getByLabelText('Gender'), choice);
      await user.click(f.getByRole('button', { name: 'Save profile' }));
      await waitFor(() => expect(bodies).toMatchObject([{ gender: sent }]));
    },
  );

  it('offers a student no gender', async () => {
    serveMe(STUDENT_ME);
    setup();
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    expect(within(form).queryByLabelText('Gender')).not.toBeInTheDocument();
  });

  it('uploads a new photo and shows the API’s field errors on their fields', async () => {
    serveMe(TUTOR_ME);
    const bodies = capturePatch(() =>
      errorAnswer(400, 'Validation failed', { number: 'Enter a phone number of digits' }),
    );
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('Tania Tutor'));
    await user.upload(within(form).getByLabelText('Image'), imageFile());
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Enter a phone number of digits')).toBeInTheDocument();
    expect(bodies).toMatchObject([{ image: 'https://cdn.example.com/new.png' }]);
  });

  it('applies the registration rules to a student’s fields', async () => {
    serveMe(STUDENT_ME);
    const bodies = capturePatch();
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    const f = within(form);
    expect(f.getByLabelText('Name')).toHaveValue('Sam Student');
    expect(f.queryByLabelText('Teaching subject')).not.toBeInTheDocument();
    await user.clear(f.getByLabelText('Name'));
    await user.click(f.getByRole('button', { name: 'Save profile' }));
    for (const field of ['name', 'number', 'study', 'subject', 'location'] as const) {
      expect(await f.findByText(STUDENT_FORM_MESSAGES[field])).toBeInTheDocument();
    }
    expect(f.queryByText(STUDENT_FORM_MESSAGES.image)).not.toBeInTheDocument();
    await user.type(f.getByLabelText('WhatsApp number'), 'abc');
    await user.click(f.getByRole('button', { name: 'Save profile' }));
    expect(
      await f.findByText('Enter a phone number of digits (a leading + or 0 is kept)'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows the contact rule under each public field as a tutor types, and saves nothing', async () => {
    serveMe(TUTOR_ME);
    const bodies = capturePatch();
    const { user } = setup();
    const f = within(await screen.findByRole('form', { name: 'Edit profile' }));
    await waitFor(() => expect(f.getByLabelText('Name')).toHaveValue('Tania Tutor'));
    const fields = [
      ['Name', '01712345678'],
      [/About you/, 'zero one 712345678'],
      ['University or college', 'a at gmail dot com'],
      ['Department', 'fb: tania.t'],
      ['Location', '০১৭১২৩৪৫৬৭৮'],
    ] as const;
    for (const [label, text] of fields) {
      await user.clear(f.getByLabelText(label));
      await user.type(f.getByLabelText(label), text);
    }
    expect(f.getAllByText(CONTACT_RULE_MESSAGES.contactDetails)).toHaveLength(fields.length);
    await user.click(f.getByRole('button', { name: 'Save profile' }));
    for (const [label] of fields) {
      await user.clear(f.getByLabelText(label));
      await user.type(f.getByLabelText(label), 'HSC 2021-23');
    }
    expect(f.queryByText(CONTACT_RULE_MESSAGES.contactDetails)).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows the contact rule in Bangla', async () => {
    serveMe(STUDENT_ME);
    const bodies = capturePatch();
    const { user } = setup('bn');
    const f = within(await screen.findByRole('form', { name: 'প্রোফাইল সম্পাদনা' }));
    await waitFor(() => expect(f.getByLabelText('নাম')).toHaveValue('Sam Student'));
    await user.clear(f.getByLabelText('এলাকা'));
    await user.type(f.getByLabelText('এলাকা'), 'মিরপুর, শূন্য এক সাত ১২৩৪৫৬৭৮');
    expect(
      f.getByText(
        'শিক্ষক নিয়োগের অনুরোধ গ্রহণ করার আগে যোগাযোগের তথ্য দেওয়া যায় না: ফোন নম্বর, ইমেইল ঠিকানা বা মেসেঞ্জারের লিংক মুছে দিন।',
      ),
    ).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'প্রোফাইল সংরক্ষণ করুন' }));
    expect(bodies).toEqual([]);
  });

  it('asks a tutor for a salary in whole BDT', async () => {
    serveMe(TUTOR_ME);
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    const salary = within(form).getByLabelText('Expected salary (BDT per month)');
    await waitFor(() => expect(salary).toHaveValue(6000));
    await user.clear(salary);
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText(TUTOR_FORM_MESSAGES.salary)).toBeInTheDocument();
  });

  it('reads in Bangla: the tutor’s form, its Bangla choices and the saved toast', async () => {
    serveMe(TUTOR_ME);
    capturePatch();
    const { user } = setup('bn');
    expect(screen.getByRole('heading', { level: 1, name: 'আমার প্রোফাইল' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'প্রোফাইল সম্পাদনা' });
    const f = within(form);
    await waitFor(() => expect(f.getByLabelText('নাম')).toHaveValue('Tania Tutor'));
    expect(
      f.getByText('tania@example.com দিয়ে লগইন করা আছে। ছবি বদলাতে নিচে একটি নতুন ছবি বেছে নিন।'),
    ).toBeInTheDocument();
    expect(f.getByRole('option', { name: 'পদার্থবিজ্ঞান' })).toHaveProperty('selected', true);
    expect(f.getByRole('option', { name: 'অফলাইন' })).toHaveProperty('selected', true);
    await user.click(f.getByRole('button', { name: 'প্রোফাইল সংরক্ষণ করুন' }));
    expect(await screen.findByText('প্রোফাইল হালনাগাদ হয়েছে')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আমার অ্যাকাউন্ট মুছে ফেলুন' })).toBeInTheDocument();
  });

  it('points an account without a profile to registration in Bangla too', async () => {
    serveMe(NO_PROFILE_ME);
    setup('bn');
    expect(await screen.findByRole('link', { name: 'শিক্ষার্থী হিসেবে নিবন্ধন করুন' })).toHaveAttribute(
      'href',
      '/studentRegistration',
    );
    expect(screen.getByRole('link', { name: 'শিক্ষক হিসেবে' })).toHaveAttribute(
      'href',
      '/tutorRegistration',
    );
  });

  it('points an account without a profile to registration', async () => {
    serveMe(NO_PROFILE_ME);
    setup();
    expect(await screen.findByRole('link', { name: 'Register as a student' })).toHaveAttribute(
      'href',
      '/studentRegistration',
    );
  });

  /** Confirms 'Delete your account?' and answers the sign-in dialog that follows. */
  async function confirmDelete(user: ReturnType<typeof setup>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    return screen.findByRole('dialog', { name: 'Confirm it is you' });
  }

  it('deletes the account only after confirming and signing in again, then signs out', async () => {
    serveMe(STUDENT_ME);
    const sent: Array<string | null> = [];
    server.use(
      http.delete(apiUrl('me'), ({ request }) => {
        sent.push(request.headers.get('X-Id-Token'));
        return HttpResponse.json({ deletedCount: 1 });
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const first = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    let signIn = await confirmDelete(user);
    await user.click(within(signIn).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    signIn = await confirmDelete(user);
    const confirmButton = within(signIn).getByRole('button', { name: 'Delete my account' });
    expect(confirmButton).toBeDisabled();
    await user.type(within(signIn).getByLabelText('Your password'), 'secret-pass');
    await user.click(confirmButton);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(auth.confirmSignIn).toHaveBeenCalledWith('secret-pass');
    expect(sent).toEqual(['fresh-id-token']);
    expect(auth.deleteSignedInUser).toHaveBeenCalledTimes(1);
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(PROFILE_MESSAGES.accountDeleted)).toBeInTheDocument();
  });

  it('deletes nothing when the password does not confirm the sign-in', async () => {
    serveMe(STUDENT_ME);
    let deletes = 0;
    server.use(
      http.delete(apiUrl('me'), () => {
        deletes += 1;
        return HttpResponse.json({ deletedCount: 1 });
      }),
    );
    auth.confirmSignIn.mockRejectedValueOnce(new Error('auth/wrong-password'));
    const { user } = setup();
    const signIn = await confirmDelete(user);
    await user.type(within(signIn).getByLabelText('Your password'), 'wrong');
    await user.click(within(signIn).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(signIn).findByText('That did not confirm your sign-in. Please try again.'),
    ).toBeInTheDocument();
    expect(deletes).toBe(0);
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it('asks a Google user to run Google sign-in again, in Bangla too', async () => {
    serveMe(STUDENT_ME);
    server.use(http.delete(apiUrl('me'), () => HttpResponse.json({ deletedCount: 1 })));
    auth.signsInWithPassword.mockResolvedValueOnce(false);
    const { user } = setup('bn');
    await user.click(await screen.findByRole('button', { name: 'আমার অ্যাকাউন্ট মুছে ফেলুন' }));
    const first = await screen.findByRole('dialog', { name: 'আপনার অ্যাকাউন্ট মুছে ফেলবেন?' });
    await user.click(within(first).getByRole('button', { name: 'আমার অ্যাকাউন্ট মুছে ফেলুন' }));
    const signIn = await screen.findByRole('dialog', { name: 'নিশ্চিত করুন যে এটি আপনি' });
    expect(within(signIn).queryByLabelText('আপনার পাসওয়ার্ড')).not.toBeInTheDocument();
    await user.click(await within(signIn).findByRole('button', { name: 'Google দিয়ে চালিয়ে যান' }));
    await waitFor(() => expect(auth.confirmSignIn).toHaveBeenCalledWith(undefined));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
  });

  it('keeps the account and the Firebase user when the API refuses the delete', async () => {
    serveMe(STUDENT_ME);
    server.use(http.delete(apiUrl('me'), () => errorAnswer(503, 'Database down')));
    const { user } = setup();
    const signIn = await confirmDelete(user);
    await user.type(within(signIn).getByLabelText('Your password'), 'secret-pass');
    await user.click(within(signIn).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    expect(auth.deleteSignedInUser).not.toHaveBeenCalled();
    expect(auth.signOut).not.toHaveBeenCalled();
  });
});
