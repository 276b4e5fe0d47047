import { useAppSelector } from '../../../store/store';
import type { DrawerAccountItemProps } from '../../../components/NavDrawer';
import { selectAuthStatus } from '../../../lib/auth/authSlice';
import { DrawerAccountEntry } from './AccountParts';

/** The phone menu's last entry: Logout when signed in, else Login. */
export default function DrawerAccountItem(props: DrawerAccountItemProps) {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  return <DrawerAccountEntry signedIn={signedIn} {...props} />;
}
