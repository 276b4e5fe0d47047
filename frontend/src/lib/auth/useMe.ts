import { useAppSelector } from '../../store/store';
import { useGetMeQuery } from './authApi';
import { selectAuthStatus } from './authSlice';

/** The signed-in account from GET /api/me (skipped for visitors). */
export function useMe() {
  const status = useAppSelector(selectAuthStatus);
  const query = useGetMeQuery(undefined, { skip: status !== 'signedIn' });
  return { ...query, me: status === 'signedIn' ? query.data : undefined };
}
