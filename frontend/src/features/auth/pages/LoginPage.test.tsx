import { MESSAGES, PHONE_MESSAGES, STUDENT_FORM_MESSAGES } from '@tutorhub/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('LoginPage: Continue with mobile number', () => {
  const PHONE_USER = {
    uid: 'p',
    email: null,
    phoneNumber: '+8801712345678',
    displayName: null,
    photoURL: null,
  };
  const confirm = vi.fn();

  beforeEach(() => {
    vi.clearAllMocks();
    auth.sendPhoneCode.mockResolvedValue({ confirm });
  });
  afterEach(() => vi.useRealTimers());

  async function openNumberStep(language: 'en' | 'bn' = 'en') {
    const rendered = setup(language);
    const label = language === 'en' ? 'Continue with mobile number' : 'মোবাইল নম্বর দিয়ে চালিয়ে যান';
    await rendered.user.click(screen.getByRole('button', { name: label }));
    return rendered;
  }

  async function sendCode(user: Awaited<ReturnType<typeof openNumberStep>>['user']) {
    await user.type(await screen.findByLabelText('Mobile number'), '01712-345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    return screen.findByLabelText('6-digit code');
  }

  it.each([
    ['a Dhaka landline', '02-9123456', PHONE_MESSAGES.notMobile],
    ['a British mobile', '+44 7700 900123', PHONE_MESSAGES.notBangladeshi],
    ['letters', 'my number', PHONE_MESSAGES.unreadable],
  ])('refuses %s with its message and sends nothing', async (_, typed, message) => {
    const { user } = await openNumberStep();
    const number = await screen.findByLabelText('Mobile number');
    expect(number).toHaveAttribute('type', 'tel');
    await user.type(number, typed);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(auth.sendPhoneCode).not.toHaveBeenCalled();
  });

  it('refuses a landline in Bangla', async () => {
    const { user } = await openNumberStep('bn');
    await user.type(await screen.findByLabelText('মোবাইল নম্বর'), '০২-৯১২৩৪৫৬');
    await user.click(screen.getByRole('button', { name: 'কোড পাঠান' }));
    expect(
      await screen.findByText('একটি মোবাইল নম্বর দিন (01 এবং আরও ৯টি অঙ্ক): ল্যান্ডলাইনে কোড যায় না।'),
    ).toBeInTheDocument();
    expect(auth.sendPhoneCode).not.toHaveBeenCalled();
  });

  it('sends the code to the number as E.164 and asks for the code, keyboard first', async () => {
    const { user } = await openNumberStep();
    const codeField = await sendCode(user);
    expect(auth.sendPhoneCode).toHaveBeenCalledWith('+8801712345678', expect.any(HTMLElement));
    expect(screen.getByText('We sent a code by SMS to +8801712345678.')).toBeInTheDocument();
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField).toHaveAttribute('inputmode', 'numeric');
    expect(codeField).toHaveFocus();
  });

  it('takes a number typed in Bangla digits', async () => {
    const { user } = await openNumberStep();
    await user.type(await screen.findByLabelText('Mobile number'), '০১৭১২৩৪৫৬৭৮');
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('6-digit code')).toBeInTheDocument();
    expect(auth.sendPhoneCode).toHaveBeenCalledWith('+8801712345678', expect.any(HTMLElement));
  });

  it('shows a failed send (too many codes) and stays on the number', async () => {
    auth.sendPhoneCode.mockRejectedValueOnce({ code: 'auth/too-many-requests' });
    const { user } = await openNumberStep();
    await user.type(await screen.findByLabelText('Mobile number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHONE_MESSAGES.tooManyCodes);
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it.each([
    ['auth/invalid-verification-code', PHONE_MESSAGES.wrongCode],
    ['auth/code-expired', PHONE_MESSAGES.codeExpired],
  ])('shows %s and lets the person try again', async (code, message) => {
    confirm.mockRejectedValueOnce({ code }).mockResolvedValueOnce(PHONE_USER);
    const { user } = await openNumberStep();
    const codeField = await sendCode(user);
    await user.type(codeField, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
    await user.clear(codeField);
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('asks for six digits before checking the code', async () => {
    const { user } = await openNumberStep();
    await user.type(await sendCode(user), '12 34');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText(PHONE_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows a wrong code in Bangla', async () => {
    confirm.mockRejectedValueOnce({ code: 'auth/invalid-verification-code' });
    const { user } = await openNumberStep('bn');
    await user.type(await screen.findByLabelText('মোবাইল নম্বর'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'কোড পাঠান' }));
    await user.type(await screen.findByLabelText('৬ অঙ্কের কোড'), '১১১১১১');
    await user.click(screen.getByRole('button', { name: 'কোড নিশ্চিত করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'কোডটি সঠিক নয়। এসএমএসটি দেখে আবার লিখুন।',
    );
    expect(confirm).toHaveBeenCalledWith('111111');
  });

  it('signs in with the code, toasts and goes home', async () => {
    confirm.mockResolvedValueOnce(PHONE_USER);
    const { user } = await openNumberStep();
    await user.type(await sendCode(user), '123456');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MESSAGES.signInSuccess)).toBeInTheDocument();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('123456');
  });

  it('offers a new code only after 60 seconds, counting down', async () => {
    const { user } = await openNumberStep();
    await user.type(await screen.findByLabelText('Mobile number'), '01712-345678');
    // The countdown's timers only. A user-event press waits on a real timer: fireEvent presses here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => {});
    const waiting = screen.getByRole('button', { name: 'Send a new code in 60 seconds' });
    expect(waiting).toBeDisabled();
    for (let second = 0; second < 59; second += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByRole('button', { name: 'Send a new code in 1 second' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(resend).toBeEnabled();
    vi.useRealTimers();
    await user.click(resend);
    expect(
      await screen.findByRole('button', { name: 'Send a new code in 60 seconds' }),
    ).toBeDisabled();
    expect(auth.sendPhoneCode).toHaveBeenCalledTimes(2);
    expect(auth.sendPhoneCode).toHaveBeenLastCalledWith('+8801712345678', expect.any(HTMLElement));
  });
});
