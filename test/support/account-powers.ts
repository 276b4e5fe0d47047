import { http, type Target } from './app';
import { authHeader, type Identities, type TestIdentity } from './identities';

/** The admin's calls on an account. */
export const roleOf = (id: string) => `/api/admin/accounts/${id}/role`;
export const suspensionOf = (id: string) => `/api/admin/accounts/${id}/suspension`;

/** Promotes/demotes and suspends/restores account `id`, as `by` (the file's admin by default). */
export function accountPowers(target: Target, ids: Identities) {
  return {
    setRole: (id: string, admin: boolean, by: TestIdentity = ids.admin) =>
      http(target).patch(roleOf(id)).set(authHeader(by)).send({ admin }),
    setSuspended: (id: string, suspended: boolean, by: TestIdentity = ids.admin) =>
      http(target).patch(suspensionOf(id)).set(authHeader(by)).send({ suspended }),
  };
}
