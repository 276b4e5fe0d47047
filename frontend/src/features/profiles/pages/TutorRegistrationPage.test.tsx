import {
  MESSAGES,
  RULE_MESSAGES,
  TEACHING_SUBJECTS,
  TUTOR_FORM_MESSAGES,
} from '@tutorhub/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { capturePost, fillProfile, mockSignUp } from '../../../test/signUp';
import { NO_PROFILE_ME, serveMe } from '../../../test/hires';
import { imageFile, renderPage, SIGNED_OUT } from '../../../test/utils';
import * as authService from '../../../lib/auth/authService';
import TutorRegistrationPage from './TutorRegistrationPage';

vi.mock('../../../lib/auth/authService', () => import('../../../test/authServiceMock'));
vi.mock('../../../lib/uploadImage', () => ({
  uploadImage: vi.fn((_file: File, opts?: { onProgress?: (p: number) => void }) => {
    opts?.onProgress?.(40);
    return Promise.resolve('https://cdn.example.com/tutor.png');
  }),
}));

const auth = vi.mocked(authService);

function setup(language: 'en' | 'bn' = 'en') {
  return renderPage(<TutorRegistrationPage />, {
    language,
    path: '/tutorRegistration',
    auth: SIGNED_OUT,
    extraRoutes: [{ path: '/', element: <div>home page</div> }],
  });
}

async function fillValid(user: ReturnType<typeof setup>['user']) {
  await fillProfile(user, {
    name: 'Tania Tutor',
    email: 'tania@example.com',
    number: '01712345678',
    study: 'Dhaka University',
    subject: 'Physics',
  });
  await user.selectOptions(screen.getByLabelText('Teaching subject'), 'Mathematics');
  await user.type(screen.getByLabelText(/Expected salary/), '5000');
  await user.type(screen.getByLabelText('Location'), 'Dhaka');
  await user.selectOptions(screen.getByLabelText('Online or offline'), 'both');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'secret123');
}

describe('TutorRegistrationPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSignUp(auth, { uid: 'u1', email: 'tania@example.com', idToken: 'firebase-id-token' });
  });

  it("shows the 'sign up' heading, the subject placeholder and the login link", () => {
    setup();
    expect(screen.getByRole('heading', { name: 'sign up' })).toBeInTheDocument();
    const select = screen.getByLabelText<HTMLSelectElement>('Teaching subject');
    expect(select.value).toBe('');
    const placeholder = screen.getByRole('option', { name: 'Select a subject' });
    expect(placeholder).toBeDisabled();
    // placeholder + 20 subjects
    expect(select.options).toHaveLength(TEACHING_SUBJECTS.length + 1);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('WhatsApp number')).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('link', { name: 'Already have an account?' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('reads in Bangla: subjects and modes by their Bangla names, messages in Bangla', async () => {
    const { user } = setup('bn');
    expect(screen.getByRole('heading', { level: 1, name: 'নিবন্ধন' })).toBeInTheDocument();
    const subject = screen.getByLabelText<HTMLSelectElement>('যে বিষয় পড়াবেন');
    expect(screen.getByRole('option', { name: 'একটি বিষয় বেছে নিন' })).toBeDisabled();
    await user.selectOptions(subject, 'পদার্থবিজ্ঞান');
    // The API still gets the subject's English value.
    expect(subject.value).toBe('Physics');
    const mode = screen.getByLabelText<HTMLSelectElement>('অনলাইন না অফলাইন');
    await user.selectOptions(mode, 'অনলাইন ও অফলাইন');
    expect(mode.value).toBe('both');
    expect(screen.getByLabelText('প্রত্যাশিত বেতন (মাসে, টাকায়)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'নিবন্ধন করুন' }));
    expect(await screen.findByText('আপনার প্রত্যাশিত বেতন লিখুন')).toBeInTheDocument();
  });

  it('shows every required-field message for the empty form and calls nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const message of Object.values(TUTOR_FORM_MESSAGES)) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('toggles password and confirm visibility independently', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm password');
    expect(password).toHaveAttribute('type', 'password');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(confirm).toHaveAttribute('type', 'text');
  });

  it('checks the password length and the match', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Confirm password'), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(RULE_MESSAGES.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(RULE_MESSAGES.passwordMatch)).toBeInTheDocument();
  });

  it('creates the account, uploads, updates the profile, posts tutorInfo and goes home', async () => {
    const captured = capturePost('tutorInfo', 't1');
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(MESSAGES.tutorRegistered)).toBeInTheDocument();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(auth.signUp).toHaveBeenCalledWith('tania@example.com', 'secret123');
    expect(auth.updateUserProfile).toHaveBeenCalledWith(
      'Tania Tutor',
      'https://cdn.example.com/tutor.png',
    );
    expect(captured()).toEqual({
      auth: 'Bearer firebase-id-token',
      body: {
        role: 'tutor',
        name: 'Tania Tutor',
        image: 'https://cdn.example.com/tutor.png',
        email: 'tania@example.com',
        number: '01712345678',
        study: 'Dhaka University',
        subject: 'Physics',
        teachingSubject: 'Mathematics',
        salary: 5000,
        location: 'Dhaka',
        onlineOffline: 'both',
      },
    });
  });

  it('shows the mapped Firebase message when the account cannot be created', async () => {
    auth.signUp.mockRejectedValue({ code: 'auth/email-already-in-use' });
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MESSAGES.emailInUse)).toBeInTheDocument();
    expect(auth.updateUserProfile).not.toHaveBeenCalled();
  });

  it('puts server field errors on their fields', async () => {
    server.use(
      http.post(apiUrl('tutorInfo'), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Validation failed',
            errors: { location: TUTOR_FORM_MESSAGES.location },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveAccessibleDescription(
        TUTOR_FORM_MESSAGES.location,
      ),
    );
  });

  it('registers a tutor signed in by mobile number: no email, the verified number', async () => {
    serveMe({ ...NO_PROFILE_ME, email: null, phone: '+8801812345678', phoneVerified: true });
    auth.getIdToken.mockResolvedValue('phone-id-token');
    const captured = capturePost('tutorInfo', 't2');
    const { user } = renderPage(<TutorRegistrationPage />, {
      path: '/tutorRegistration',
      auth: {
        status: 'signedIn',
        user: {
          uid: 'p2',
          email: null,
          phoneNumber: '+8801812345678',
          displayName: null,
          photoURL: null,
        },
      },
      extraRoutes: [{ path: '/', element: <div>home page</div> }],
    });
    const number = screen.getByLabelText('WhatsApp number');
    await waitFor(() => expect(number).toHaveValue('+8801812345678'));
    expect(number).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Tania Tutor');
    await user.upload(screen.getByLabelText('Image'), imageFile());
    await user.type(screen.getByLabelText('University or college'), 'Dhaka University');
    await user.type(screen.getByLabelText('Department'), 'Physics');
    await user.selectOptions(screen.getByLabelText('Teaching subject'), 'Mathematics');
    await user.type(screen.getByLabelText(/Expected salary/), '5000');
    await user.type(screen.getByLabelText('Location'), 'Dhaka');
    await user.selectOptions(screen.getByLabelText('Online or offline'), 'both');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
    expect(captured()?.body).not.toHaveProperty('email');
    expect(captured()?.body).toMatchObject({ role: 'tutor', number: '+8801812345678' });
  });
});
