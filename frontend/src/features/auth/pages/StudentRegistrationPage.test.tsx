import { MESSAGES, STUDENT_FORM_MESSAGES } from '@tutorhub/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { imageFile, renderPage, SIGNED_OUT } from '../../../test/utils';
import * as authService from '../authService';
import StudentRegistrationPage from './StudentRegistrationPage';

vi.mock('../authService', () => ({
  signUp: vi.fn(),
  updateUserProfile: vi.fn(),
  getIdToken: vi.fn(),
  signIn: vi.fn(),
  signInWithGoogle: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('../../../lib/uploadImage', () => ({
  uploadImage: vi.fn(() => Promise.resolve('https://cdn.example.com/student.png')),
}));

const auth = vi.mocked(authService);

function setup() {
  return renderPage(<StudentRegistrationPage />, {
    path: '/studentRegistration',
    auth: SIGNED_OUT,
    extraRoutes: [{ path: '/', element: <div>home page</div> }],
  });
}

describe('StudentRegistrationPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth.signUp.mockResolvedValue({
      uid: 'u2',
      email: 'sara@example.com',
      displayName: null,
      photoURL: null,
    });
    auth.updateUserProfile.mockResolvedValue();
    auth.getIdToken.mockResolvedValue('student-id-token');
  });

  it('shows every §5 message for the empty form', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { name: 'sign up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const message of Object.values(STUDENT_FORM_MESSAGES)) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(auth.signUp).not.toHaveBeenCalled();
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
    let captured: { body: unknown; auth: string | null } | null = null;
    server.use(
      http.post(apiUrl('studentInfo'), async ({ request }) => {
        captured = { body: await request.json(), auth: request.headers.get('authorization') };
        return HttpResponse.json({ insertedId: 's1' }, { status: 201 });
      }),
    );
    const { user } = setup();
    await user.type(screen.getByLabelText('Name'), 'Sara Student');
    await user.upload(screen.getByLabelText('Image'), imageFile());
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.type(screen.getByLabelText('WhatsApp number'), '+8801712345678');
    await user.type(screen.getByLabelText('University or college'), 'BUET');
    await user.type(screen.getByLabelText('Department'), 'CSE');
    await user.type(screen.getByLabelText('Location'), 'Chattogram');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(MESSAGES.studentRegistered)).toBeInTheDocument();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(captured).toEqual({
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
});
