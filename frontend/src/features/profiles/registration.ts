import type { RegistrationArgs, TagType } from '../../app/api';
import { bearer } from '../../lib/http';

/**
 * The sign-up call of a tutor or student profile at `path`, sent with the new account's Firebase
 * ID token; the people list, the caller's account and the counts refetch.
 */
export function registration<Body>(type: Extract<TagType, 'Tutor' | 'Student'>, path: string) {
  return {
    query: ({ body, idToken }: RegistrationArgs<Body>) => ({
      url: path,
      method: 'POST',
      body,
      headers: bearer(idToken),
    }),
    invalidatesTags: [{ type, id: 'LIST' }, 'Me', 'Stats'] as const,
  };
}
