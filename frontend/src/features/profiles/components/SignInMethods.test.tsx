import { PHONE_MESSAGES } from '@tutorhub/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../lib/apiError';
import * as authService from '../../../lib/auth/authService';
import type { Me } from '../../../store/apiTypes';
import { renderPage } from '../../../test/utils';
import SignInMethods from './SignInMethods';

vi.mock('../../../lib/auth/authService', () => import('../../../test/authServiceMock'));

const auth = vi.mocked(authService);

const EMAIL_MEMBER: Me = {
  _id: 'u1',
  email: 'rahim@example.com',
  emailVerified: true,
  phone: null,
  phoneVerified: false,
  signInMethods: ['password'],
  name: 'Rahim',
  image: null,
  kind: 'student',
  role: 'student',
};

const PHONE_MEMBER: Me = {
  ...EMAIL_MEMBER,
  email: null,
  emailVerified: false,
  phone: '+8801712345678',
  phoneVerified: true,
  signInMethods: ['phone'],
};

const section = () => screen.getByRole('region', { name: /sign-in|সাইন ইন/i });

describe('SignInMethods', () => {
  const confirm = vi.fn();

  beforeEach(() => {
    vi.clearAllMocks();
    confirm.mockResolvedValue(undefined);
    auth.sendAccountPhoneCode.mockResolvedValue({ confirm });
  });

  async function sendCodeTo(number: string) {
    const rendered = renderPage(<SignInMethods me={EMAIL_MEMBER} />);
    await rendered.user.click(screen.getByRole('button', { name: 'Add a mobile number' }));
    await rendered.user.type(screen.getByLabelText('Mobile number'), number);
    await rendered.user.click(screen.getByRole('button', { name: 'Send code' }));
    return { ...rendered, code: await screen.findByLabelText('6-digit code') };
  }

  it("shows an email account's email (verified), no number yet, Google not linked", () => {
    renderPage(<SignInMethods me={EMAIL_MEMBER} />);
    const region = within(section());
    expect(region.getByText('rahim@example.com')).toBeInTheDocument();
    expect(region.getByText('Verified')).toBeInTheDocument();
    expect(region.getByText('None yet')).toBeInTheDocument();
    expect(region.getByText('Not linked')).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Link Google' })).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Add email and password' })).toBeNull();
  });

  it('links a number: the code step (one-time-code, numeric), then back to the list', async () => {
    const { user, code } = await sendCodeTo('01712-345678');
    expect(auth.sendAccountPhoneCode).toHaveBeenCalledWith(
      '+8801712345678',
      expect.any(HTMLElement),
      'link',
    );
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: /Send a new code in 60 seconds/ })).toBeDisabled();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(await screen.findByRole('button', { name: 'Add a mobile number' })).toBeInTheDocument();
  });

  it('says a wrong code is wrong and keeps the code step', async () => {
    confirm.mockRejectedValueOnce({ code: 'auth/invalid-verification-code' });
    const { user, code } = await sendCodeTo('01712-345678');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText(PHONE_MESSAGES.wrongCode)).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
  });

  it.each([
    ['Firebase', { code: 'auth/credential-already-in-use' }],
    ['the API', new ApiCallError(409, PHONE_MESSAGES.taken, 'phone.taken')],
  ])('refuses a number another account holds (%s says so)', async (_, refusal) => {
    confirm.mockRejectedValueOnce(refusal);
    const { user, code } = await sendCodeTo('01712-345678');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHONE_MESSAGES.taken);
  });

  it('lets a number account change its number, and add an email and password', async () => {
    const { user } = renderPage(<SignInMethods me={PHONE_MEMBER} />);
    await user.click(screen.getByRole('button', { name: 'Add email and password' }));
    await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Add email and password' }));
    expect(auth.linkEmailPassword).toHaveBeenCalledWith('rahim@example.com', 'secret-pass-1');

    await user.click(await screen.findByRole('button', { name: 'Change mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '01812345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(auth.sendAccountPhoneCode).toHaveBeenCalledWith(
      '+8801812345678',
      expect.any(HTMLElement),
      'change',
    );
  });

  it('says in Bangla that a Google account belongs to another account', async () => {
    auth.linkGoogle.mockRejectedValueOnce({ code: 'auth/credential-already-in-use' });
    const { user } = renderPage(<SignInMethods me={PHONE_MEMBER} />, { language: 'bn' });
    expect(within(section()).getByText('যাচাই করা')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'গুগল যুক্ত করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'এই ইমেইল বা গুগল অ্যাকাউন্টটি অন্য একটি অ্যাকাউন্টের।',
    );
  });
});
