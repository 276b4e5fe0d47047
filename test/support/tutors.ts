import { http, type Target } from './app';
import { type EmulatorAccount, signUpInEmulator, uniqueEmail } from './identities';
import { tutorPayload } from './payloads';

/** A fresh emulator account with no profile and its ID token (what a new sign-up has). */
export async function newcomer(label = 'newtutor'): Promise<EmulatorAccount> {
  const email = uniqueEmail(label);
  return signUpInEmulator(email);
}

/** Registers a tutor through the API; answers the account id. */
export async function registerTutor(
  target: Target,
  patch: Record<string, unknown> = {},
): Promise<string> {
  const { email, idToken } = await newcomer();
  const res = await http(target)
    .post('/api/tutorInfo')
    .set('Authorization', `Bearer ${idToken}`)
    .send({ ...tutorPayload(email), ...patch });
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}
