import { MESSAGES, RULE_MESSAGES } from '@tutorhub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, server } from '../../test/server';
import { capturePost, fillProfile, mockSignUp } from '../../test/signUp';
import { renderPage, SIGNED_OUT } from '../../test/utils';
import * as authService from '../../lib/auth/authService';
import VerifyEmailStep from './components/VerifyEmailStep';
import StudentRegistrationPage from './pages/StudentRegistrationPage';

vi.mock('../../lib/auth/authService', () => import('../../test/authServiceMock'));
vi.mock('../../lib/uploadImage', () => ({
  uploadImage: vi.fn(() => Promise.resolve('https://cdn.example.com/student.png')),
}));

const auth = vi.mocked(authService);
const EMAIL = 'sara@example.com';

async function signUpAsStudent() {
  const view = renderPage(<StudentRegistrationPage />, {
    path: '/studentRegistration',
    auth: SIGNED_OUT,
    extraRoutes: [{ path: '/', element: <div>home page</div> }],
  });
  const { user } = view;
  await fillProfile(user, {
    name: 'Sara Student',
    email: EMAIL,
    number: '01712345678',
    study: 'BUET',
    subject: 'CSE',
  });
  await user.type(screen.getByLabelText('Location'), 'Chattogram');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  return view;
}

const inboxStep = () => screen.findByRole('region', { name: 'Check your inbox' });

describe('the email verification step of sign-up', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    toast.remove(); // toasts live in a module-wide store: drop the previous test's
    mockSignUp(auth, { uid: 'u2', email: EMAIL, idToken: 'student-id-token' });
  });

  it('goes straight on when no verification is needed', async () => {
    const captured = capturePost('studentInfo', 's1');
    await signUpAsStudent();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(captured()).not.toBeNull();
    expect(auth.sendVerificationEmail).not.toHaveBeenCalled();
  });

  it('sends the link, waits for the verification, then registers with the kept form data', async () => {
    auth.emailVerificationNeeded.mockResolvedValueOnce(true);
    auth.confirmEmailVerified.mockResolvedValueOnce(false);
    const captured = capturePost('studentInfo', 's1');
    const { user } = await signUpAsStudent();

    const step = await inboxStep();
    expect(within(step).getByText(MESSAGES.verificationSent)).toBeInTheDocument();
    expect(within(step).getByText(EMAIL)).toBeInTheDocument();
    expect(auth.sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('form', { name: 'Student sign up' })).not.toBeInTheDocument();
    expect(captured()).toBeNull();

    // Not verified yet: told so, still waiting.
    await user.click(within(step).getByRole('button', { name: 'I have verified — continue' }));
    expect(await screen.findByText(MESSAGES.verifyEmailFirst)).toBeInTheDocument();
    expect(captured()).toBeNull();

    await user.click(within(step).getByRole('button', { name: 'I have verified — continue' }));
    expect(await screen.findByText(MESSAGES.studentRegistered)).toBeInTheDocument();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(auth.confirmEmailVerified).toHaveBeenCalledTimes(2);
    expect(auth.signUp).toHaveBeenCalledTimes(1);
    expect(captured()?.body).toMatchObject({
      role: 'student',
      name: 'Sara Student',
      email: EMAIL,
      location: 'Chattogram',
    });
  });

  it('resends the link on request', async () => {
    auth.emailVerificationNeeded.mockResolvedValueOnce(true);
    const { user } = await signUpAsStudent();
    const step = await inboxStep();
    await user.click(within(step).getByRole('button', { name: 'Resend the email' }));
    expect(auth.sendVerificationEmail).toHaveBeenCalledTimes(2);
    // The step's own text plus the toast confirming the new link (its toaster loads with it:
    // findAllByText would settle for the step's text alone).
    await waitFor(() => expect(screen.getAllByText(MESSAGES.verificationSent)).toHaveLength(2));
  });

  it('leads to the step when the API refuses the registration until the email is verified', async () => {
    let posts = 0;
    server.use(
      http.post(apiUrl('studentInfo'), () => {
        posts += 1;
        return posts === 1
          ? HttpResponse.json(
              {
                statusCode: 403,
                error: 'Forbidden',
                message: MESSAGES.verifyEmailFirst,
                code: 'general.verifyEmailFirst',
                params: {},
              },
              { status: 403 },
            )
          : HttpResponse.json({ insertedId: 's1' }, { status: 201 });
      }),
    );
    const { user } = await signUpAsStudent();
    const step = await inboxStep();
    expect(auth.sendVerificationEmail).toHaveBeenCalledTimes(1);
    await user.click(within(step).getByRole('button', { name: 'I have verified — continue' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(posts).toBe(2);
  });

  it('brings the form back, as typed, when the registration then fails on a field', async () => {
    auth.emailVerificationNeeded.mockResolvedValueOnce(true);
    server.use(
      http.post(apiUrl('studentInfo'), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Validation failed',
            errors: { number: RULE_MESSAGES.numberFormat },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await signUpAsStudent();
    const step = await inboxStep();
    await user.click(within(step).getByRole('button', { name: 'I have verified — continue' }));
    const form = await screen.findByRole('form', { name: 'Student sign up' });
    expect(within(form).getByText(RULE_MESSAGES.numberFormat)).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Sara Student');
    expect(within(form).getByLabelText('Location')).toHaveValue('Chattogram');
    expect(screen.queryByRole('region', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });

  it('reads in Bangla, the address in bold inside the sentence', async () => {
    const onResend = vi.fn(() => Promise.resolve());
    const { user } = renderPage(
      <VerifyEmailStep email={EMAIL} busy={false} onContinue={vi.fn()} onResend={onResend} />,
      { language: 'bn' },
    );
    const step = screen.getByRole('region', { name: 'আপনার ইনবক্স দেখুন' });
    expect(
      within(step).getByText(
        'আপনার ইমেইলে একটি যাচাই লিংক পাঠানো হয়েছে। লিংকটি খুলে এখানে ফিরে আসুন।',
      ),
    ).toBeInTheDocument();
    expect(step).toHaveTextContent(`লিংকটি ${EMAIL} ঠিকানায় পাঠানো হয়েছে।`);
    expect(within(step).getByText(EMAIL).tagName).toBe('STRONG');
    expect(within(step).getByRole('button', { name: 'যাচাই করেছি — এগিয়ে যান' })).toBeEnabled();
    await user.click(within(step).getByRole('button', { name: 'ইমেইলটি আবার পাঠান' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });
});
