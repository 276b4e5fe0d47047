import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type * as authService from '../lib/auth/authService';
import { apiUrl, server } from './server';
import { imageFile } from './utils';

type User = ReturnType<typeof userEvent.setup>;

/** The mocked authService (see authServiceMock) signs up `email` and hands out `idToken`. */
export function mockSignUp(
  auth: ReturnType<typeof vi.mocked<typeof authService>>,
  { uid, email, idToken }: { uid: string; email: string; idToken: string },
) {
  auth.signUp.mockResolvedValue({ uid, email, displayName: null, photoURL: null });
  auth.updateUserProfile.mockResolvedValue();
  auth.getIdToken.mockResolvedValue(idToken);
}

/** Fills the profile fields both sign-up forms share (a photo for the image). */
export async function fillProfile(
  user: User,
  values: { name: string; email: string; number: string; study: string; subject: string },
) {
  await user.type(screen.getByLabelText('Name'), values.name);
  await user.upload(screen.getByLabelText('Image'), imageFile());
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('WhatsApp number'), values.number);
  await user.type(screen.getByLabelText('University or college'), values.study);
  await user.type(screen.getByLabelText('Department'), values.subject);
}

/**
 * Answers POST /api/`path` with 201 `{insertedId}` and keeps what was posted: `captured()`
 * is null until then.
 */
export function capturePost(path: string, insertedId: string) {
  let captured: { body: unknown; auth: string | null } | null = null;
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      captured = { body: await request.json(), auth: request.headers.get('authorization') };
      return HttpResponse.json({ insertedId }, { status: 201 });
    }),
  );
  return () => captured;
}
