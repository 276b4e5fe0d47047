import { MESSAGES, STUDENT_FORM_MESSAGES } from '@tutorhub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_PROFILE_ME, serveMe } from '../../../test/hires';
import { capturePost, fillProfile, mockSignUp } from '../../../test/signUp';
import { imageFile, renderPage, SIGNED_OUT } from '../../../test/utils';
import * as authService from '../../../lib/auth/authService';
import { signedIn } from '../../../lib/auth/authSlice';
import StudentRegistrationPage from './StudentRegistrationPage';

vi.mock('../../../lib/auth/authService', () => import('../../../test/authServiceMock'));
vi.mock('../../../lib/uploadImage', () => ({
  uploadImage: vi.fn(() => Promise.resolve('https://cdn.example.com/student.png')),
}));

const auth = vi.mocked(authService);
const PHONE_USER = {
  uid: 'p1',
  email: null,
  phoneNumber: '+8801712345678',
  displayName: null,
  photoURL: null,
};

function setup(language: 'en' | 'bn' = 'en') {
  return renderPage(<StudentRegistrationPage />, {
    language,
    path: '/studentRegistration',
    auth: SIGNED_OUT,
    extraRoutes: [{ path: '/', element: <div>home page</div> }],
  });
}

describe('StudentRegistrationPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSignUp(auth, { uid: 'u2', email: 'sara@example.com', idToken: 'student-id-token' });
  });

  it('shows every required-field message for the empty form', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { name: 'sign up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const message of Object.values(STUDENT_FORM_MESSAGES)) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('reads in Bangla, its required-field messages too', async () => {
    const { user } = setup('bn');
    expect(screen.getByRole('heading', { level: 1, name: 'নিবন্ধন' })).toBeInTheDocument();
    expect(screen.getByText('শিক্ষার্থী হিসেবে Tutor Hub-এ যোগ দিন')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'শিক্ষার্থী নিবন্ধন' });
    expect(within(form).getByLabelText('হোয়াটসঅ্যাপ নম্বর')).toBeInTheDocument();
    expect(within(form).getByLabelText('পাসওয়ার্ড আবার লিখুন')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'নিবন্ধন করুন' }));
    expect(await within(form).findByText('নাম লিখুন')).toBeInTheDocument();
    expect(within(form).getByText('আপনার ইমেইল লিখুন')).toBeInTheDocument();
    expect(within(form).queryByText(STUDENT_FORM_MESSAGES.name)).not.toBeInTheDocument();
  });

  it('toggles password and confirm visibility independently', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('posts studentInfo with role student and the ID token, then goes home', async () => {
    const captured = capturePost('studentInfo', 's1');
    const { user } = setup();
    await fillProfile(user, {
      name: 'Sara Student',
      email: 'sara@example.com',
      number: '+8801712345678',
      study: 'BUET',
      subject: 'CSE',
    });
    await user.type(screen.getByLabelText('Location'), 'Chattogram');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(MESSAGES.studentRegistered)).toBeInTheDocument();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(captured()).toEqual({
      auth: 'Bearer student-id-token',
      body: {
        role: 'student',
        name: 'Sara Student',
        image: 'https://cdn.example.com/student.png',
        email: 'sara@example.com',
        number: '+8801712345678',
        study: 'BUET',
        subject: 'CSE',
        location: 'Chattogram',
      },
    });
  });

  it('offers the sign-up by mobile number beside the email form', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Continue with mobile number' })).toBeEnabled();
  });

  it('registers an account signed in by its mobile number without email or password', async () => {
    serveMe({ ...NO_PROFILE_ME, email: null, phone: '+8801712345678', phoneVerified: true });
    auth.getIdToken.mockResolvedValue('phone-id-token');
    const captured = capturePost('studentInfo', 's2');
    const { user } = renderPage(<StudentRegistrationPage />, {
      path: '/studentRegistration',
      auth: { status: 'signedIn', user: PHONE_USER },
      extraRoutes: [{ path: '/', element: <div>home page</div> }],
    });
    const number = screen.getByLabelText('WhatsApp number');
    await waitFor(() => expect(number).toHaveValue('+8801712345678'));
    expect(number).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with mobile number' })).toBeNull();

    await user.type(screen.getByLabelText('Name'), 'Rina Guardian');
    await user.upload(screen.getByLabelText('Image'), imageFile());
    await user.type(screen.getByLabelText('University or college'), 'Holy Cross');
    await user.type(screen.getByLabelText('Department'), 'Science');
    await user.type(screen.getByLabelText('Location'), 'Sylhet');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(MESSAGES.studentRegistered)).toBeInTheDocument();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
    expect(captured()).toEqual({
      auth: 'Bearer phone-id-token',
      body: {
        role: 'student',
        name: 'Rina Guardian',
        image: 'https://cdn.example.com/student.png',
        number: '+8801712345678',
        study: 'Holy Cross',
        subject: 'Science',
        location: 'Sylhet',
      },
    });
  });

  it('signs up by mobile number in place: the email and passwords give way to the number', async () => {
    serveMe({ ...NO_PROFILE_ME, email: null, phone: '+8801712345678', phoneVerified: true });
    auth.getIdToken.mockResolvedValue('phone-id-token');
    const captured = capturePost('studentInfo', 's3');
    const { user, store } = setup();
    await user.type(screen.getByLabelText('Email'), 'typed-before@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    auth.sendPhoneCode.mockResolvedValue({
      confirm: () => {
        store.dispatch(signedIn(PHONE_USER));
        return Promise.resolve(PHONE_USER);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Continue with mobile number' }));
    await user.type(await screen.findByLabelText('Mobile number'), '01712 345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));

    const number = screen.getByLabelText('WhatsApp number');
    await waitFor(() => expect(number).toHaveValue('+8801712345678'));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Rina Guardian');
    await user.upload(screen.getByLabelText('Image'), imageFile());
    await user.type(screen.getByLabelText('University or college'), 'Holy Cross');
    await user.type(screen.getByLabelText('Department'), 'Science');
    await user.type(screen.getByLabelText('Location'), 'Sylhet');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
    expect(captured()?.body).not.toHaveProperty('email');
    expect(captured()?.body).toMatchObject({ number: '+8801712345678', name: 'Rina Guardian' });
  });
});
