import { MESSAGES, STUDENT_FORM_MESSAGES } from '@tutorhub/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../lib/apiError';
import { renderPage, SIGNED_OUT } from '../../../test/utils';
import * as authService from '../../../lib/auth/authService';
import LoginPage from './LoginPage';

vi.mock('../../../lib/auth/authService', () => import('../../../test/authServiceMock'));

const auth = vi.mocked(authService);
const USER = { uid: 'u', email: 'a@b.co', displayName: 'A', photoURL: null };

function setup(language: 'en' | 'bn' = 'en') {
  return renderPage(<LoginPage />, {
    language,
    path: '/login',
    route: '/login',
    auth: SIGNED_OUT,
    extraRoutes: [
      { path: '/', element: <div>home page</div> },
      { path: '/course', element: <div>course page</div> },
    ],
  });
}

describe('LoginPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('has email, password with a toggle, Google sign-in and the Create One link', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create One' })).toHaveAttribute('href', '/');
  });

  it('loads the sign-in while the form is filled in, before the press on Sign in', () => {
    setup();
    expect(auth.prepareSignIn).toHaveBeenCalledTimes(1);
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('requires email and password', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(STUDENT_FORM_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(STUDENT_FORM_MESSAGES.password)).toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('signs in, toasts and goes home', async () => {
    auth.signIn.mockResolvedValue(USER);
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.signInSuccess)).toBeInTheDocument();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(auth.signIn).toHaveBeenCalledWith('a@b.co', 'secret123');
  });

  it('returns to the page that sent the user to /login', async () => {
    auth.signIn.mockResolvedValue(USER);
    const { user, router } = setup();
    await router.navigate('/login', { state: { from: { pathname: '/course' } } });
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('course page')).toBeInTheDocument();
  });

  it.each([
    ['auth/wrong-password', MESSAGES.wrongPassword],
    ['auth/user-not-found', MESSAGES.userNotFound],
    ['auth/invalid-credential', MESSAGES.invalidCredential],
    ['auth/too-many-requests', MESSAGES.signInFailed],
  ])('shows the message for %s inline', async (code, message) => {
    auth.signIn.mockRejectedValue({ code });
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'nope12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeInTheDocument();
  });

  it.each([
    [403, MESSAGES.accountSuspended],
    [429, 'Too many sign-ins. Try again in 60 seconds.'],
    [503, MESSAGES.serviceUnavailable],
  ])(
    'shows the API’s %s answer to the token exchange and stays on the page',
    async (status, message) => {
      auth.signIn.mockRejectedValue(new ApiCallError(status, message));
      const { user } = setup();
      await user.type(screen.getByLabelText('Email'), 'a@b.co');
      await user.type(screen.getByLabelText('Password'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByText('home page')).not.toBeInTheDocument();
    },
  );

  it('signs in with Google and maps a closed popup', async () => {
    auth.signInWithGoogle.mockRejectedValueOnce({ code: 'auth/popup-closed-by-user' });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.popupClosed);
    auth.signInWithGoogle.mockResolvedValueOnce(USER);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('reads in Bangla: labels, validation, a Firebase error and the success toast', async () => {
    const { user } = setup('bn');
    expect(screen.getByRole('heading', { level: 1, name: 'লগইন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'গুগল দিয়ে লগইন করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', '/');
    const submit = screen.getByRole('button', { name: 'লগইন করুন' });
    await user.click(submit);
    expect(await screen.findByText('আপনার ইমেইল লিখুন')).toBeInTheDocument();
    expect(screen.getByText('আপনার পাসওয়ার্ড লিখুন')).toBeInTheDocument();

    auth.signIn.mockRejectedValueOnce({ code: 'auth/invalid-credential' });
    await user.type(screen.getByLabelText('ইমেইল'), 'a@b.co');
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'nope12');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('দেওয়া তথ্য সঠিক নয়।');

    auth.signIn.mockResolvedValueOnce(USER);
    await user.click(submit);
    expect(await screen.findByText('সফলভাবে লগইন হয়েছে')).toBeInTheDocument();
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
