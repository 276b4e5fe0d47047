import { Skeleton } from '@mui/material';
import type { Me } from '../../../store/apiTypes';
import { useAppSelector } from '../../../store/store';
import { LinkButton } from '../../../components/LinkButton';
import { useT, type MessageKey } from '../../../i18n';
import { selectAuthStatus } from '../../../lib/auth/authSlice';
import { useMe } from '../../../lib/auth/useMe';
import Hero, { HERO_PRIMARY, HERO_SECONDARY, HeroFrame } from './Hero';

interface NextStep {
  to: string;
  label: MessageKey;
}

/** What a member comes to Home to do next, by the kind of profile and the role they have. */
export function nextSteps(me: Pick<Me, '_id' | 'kind' | 'role'>): NextStep[] {
  const steps: NextStep[] =
    me.kind === 'student'
      ? [
          { to: '/tutorFinds', label: 'home.member.findTutor' },
          { to: '/tuitions', label: 'home.member.tuitions' },
        ]
      : me.kind === 'tutor'
        ? [
            { to: '/tuitions', label: 'home.member.tuitions' },
            { to: `/tutors/${me._id}`, label: 'home.member.ownProfile' },
          ]
        : [];
  return me.role === 'admin'
    ? [...steps, { to: '/dashboard', label: 'home.member.dashboard' }]
    : steps;
}

const TEXT: Record<'student' | 'tutor' | 'admin', MessageKey> = {
  student: 'home.member.studentText',
  tutor: 'home.member.tutorText',
  admin: 'home.member.adminText',
};

/**
 * The top of Home for whoever reads it: a visitor (or an account yet to register a profile) is
 * welcomed with the ways to join; a member gets their next steps. The API renders Home with the
 * member's session, so the page comes with the member's version and nothing changes as the app
 * takes over.
 */
export default function HomeStart() {
  const t = useT();
  const status = useAppSelector(selectAuthStatus);
  const { me } = useMe();
  if (status !== 'signedIn' || (me && me.kind === null && me.role !== 'admin')) {
    return <Hero />;
  }
  const steps = me ? nextSteps(me) : [];
  const kind = me?.role === 'admin' && me.kind === null ? 'admin' : (me?.kind ?? 'student');
  return (
    <HeroFrame
      title={me?.name ? t('home.member.titleNamed', { name: me.name }) : t('home.member.title')}
      text={t(TEXT[kind])}
      actions={
        me ? (
          steps.map((step, i) => (
            <LinkButton
              key={step.to}
              to={step.to}
              variant={i === 0 ? 'contained' : 'outlined'}
              sx={i === 0 ? HERO_PRIMARY : HERO_SECONDARY}
            >
              {t(step.label)}
            </LinkButton>
          ))
        ) : (
          // The account is still on its way: the buttons' place is kept.
          <Skeleton variant="rounded" width={240} height={40} sx={{ bgcolor: 'grey.700' }} />
        )
      }
    />
  );
}
