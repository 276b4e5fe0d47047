import { Alert, Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { NOT_FOUND } from '@tutorhub/contracts';
import { useState, type ComponentType } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import ContactTerm from '../../../components/ContactTerm';
import { useAppSelector } from '../../../store/store';
import { DetailSkeleton, EmptyState, ErrorState } from '../../../components/PageStates';
import SiteImage from '../../../components/SiteImage';
import { Term, TermList } from '../../../components/TermList';
import { translateMessage, useFormat, useT, useTerm } from '../../../i18n';
import { httpStatus } from '../../../lib/apiError';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { selectAuthStatus } from '../../../lib/auth/authSlice';
import { useMe } from '../../../lib/auth/useMe';
import type { TutorProfile } from '../../../store/hireTypes';
import RichMessage from '../components/RichMessage';
import TutorReviews from '../components/TutorReviews';
import TutorStars from '../components/TutorStars';
import VerifiedBadge from '../components/VerifiedBadge';
import ReportButton from '../../../components/report/ReportButton';
import { useGetTutorProfileQuery } from '../../../store/endpoints/profilesApi';

/** The form of a request to hire `tutor` (the hires feature's, handed in by app/router.tsx). */
export type HireRequestDialogComponent = ComponentType<{
  tutor: TutorProfile;
  open: boolean;
  onClose: () => void;
  onRequested: () => void;
}>;

/**
 * Request to hire, for whoever may: students open the form; visitors sign in first and come
 * back; an account without a profile registers as a student; other tutors see nothing, the
 * tutor themself a link to edit the profile.
 */
function HireAction({
  tutor,
  onRequested,
  HireRequestDialog,
}: {
  tutor: TutorProfile;
  onRequested: () => void;
  HireRequestDialog: HireRequestDialogComponent;
}) {
  const status = useAppSelector(selectAuthStatus);
  const { me } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const t = useT();

  if (status === 'signedOut') {
    return (
      <Button
        variant="contained"
        size="large"
        onClick={() => void navigate('/login', { state: { from: location } })}
      >
        {t('profiles.hire.request')}
      </Button>
    );
  }
  if (me?._id === tutor._id) {
    return (
      <Button component={RouterLink} to="/profile" variant="outlined">
        {t('profiles.hire.editProfile')}
      </Button>
    );
  }
  if (!me || me.kind === 'tutor') {
    return null;
  }
  if (me.kind !== 'student') {
    return (
      <Button component={RouterLink} to="/studentRegistration" variant="outlined">
        {t('profiles.hire.registerAsStudent')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" size="large" onClick={() => setOpen(true)}>
        {t('profiles.hire.request')}
      </Button>
      <HireRequestDialog
        tutor={tutor}
        open={open}
        onClose={() => setOpen(false)}
        onRequested={() => {
          setOpen(false);
          onRequested();
        }}
      />
    </>
  );
}

/** The photo's side on a phone: beside the name, leaving the rest of the first screen to it. */
const PHONE_PHOTO = 96;

/** /tutors/:id — a tutor's public profile, their reviews and Request to hire. */
export default function TutorProfilePage({
  HireRequestDialog,
}: {
  HireRequestDialog: HireRequestDialogComponent;
}) {
  const { id = '' } = useParams();
  const { data: tutor, isLoading, isError, error, refetch } = useGetTutorProfileQuery(id);
  const [requested, setRequested] = useState(false);
  const t = useT();
  const term = useTerm();
  const format = useFormat();
  useDocumentTitle(tutor ? tutor.name : t('profiles.tutor.pageTitle'));

  if (isLoading) {
    return <DetailSkeleton />;
  }
  if (isError || !tutor) {
    return httpStatus(error) === 404 ? (
      <EmptyState title={translateMessage(NOT_FOUND.tutor)}>
        <Button component={RouterLink} to="/tutorFinds">
          {t('profiles.tutor.findTutor')}
        </Button>
      </EmptyState>
    ) : (
      <ErrorState onRetry={() => void refetch()} />
    );
  }

  return (
    <Box component="article" aria-labelledby="tutor-name" sx={{ pb: { xs: 10, md: 0 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
          gridTemplateColumns: { xs: `${PHONE_PHOTO}px minmax(0, 1fr)`, md: '1fr 2fr' },
          gridTemplateAreas: { xs: '"photo head" "body body"', md: '"photo head" "photo body"' },
        }}
      >
        <SiteImage
          src={tutor.image}
          alt={t('profiles.tutor.photo', { name: tutor.name })}
          width={400}
          height={400}
          sizes={`(min-width: 1200px) 368px, (min-width: 900px) 33vw, ${PHONE_PHOTO}px`}
          priority
          sx={{ gridArea: 'photo', borderRadius: { xs: '50%', md: 2 } }}
        />
        <Box sx={{ gridArea: 'head' }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography
              id="tutor-name"
              variant="h4"
              component="h1"
              sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2.125rem' } }}
            >
              {tutor.name}
            </Typography>
            {tutor.verified && <VerifiedBadge />}
          </Stack>
          <Box sx={{ my: 1 }}>
            <TutorStars rating={tutor.rating} />
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip label={term.subject(tutor.teachingSubject)} color="primary" />
            <Chip label={term.mode(tutor.onlineOffline)} variant="outlined" />
          </Stack>
        </Box>
        <Box sx={{ gridArea: 'body' }}>
          <TermList rowGap={1}>
            <Term label={t('profiles.tutor.salary')}>{format.salary(tutor.salary)}</Term>
            <Term label={t('profiles.tutor.area')}>{tutor.location}</Term>
            <Term label={t('profiles.tutor.education')}>
              {t('profiles.tutor.educationValue', {
                department: tutor.subject,
                institution: tutor.study,
              })}
            </Term>
            <ContactTerm kind="email" label={t('profiles.tutor.email')} value={tutor.email} />
            <ContactTerm
              kind="phone"
              label={t('profiles.tutor.phone')}
              value={tutor.number}
              verified={tutor.numberVerified}
            />
          </TermList>
          {/* On a phone the action is a bar held at the bottom of the screen, always in reach. */}
          <Box
            sx={{
              mt: { md: 3 },
              position: { xs: 'fixed', md: 'static' },
              insetInline: 0,
              bottom: 0,
              zIndex: 'appBar',
              p: { xs: 2, md: 0 },
              bgcolor: { xs: 'background.paper', md: 'transparent' },
              boxShadow: { xs: 8, md: 'none' },
              '&:empty': { display: 'none' },
              '& > .MuiButton-root': { width: { xs: '100%', md: 'auto' } },
            }}
          >
            {requested ? (
              <Alert severity="success">
                <RichMessage
                  text={t('profiles.tutor.requestSent', { name: tutor.name })}
                  parts={[<Link component={RouterLink} to="/tuitions" />]}
                />
              </Alert>
            ) : (
              <HireAction
                tutor={tutor}
                onRequested={() => setRequested(true)}
                HireRequestDialog={HireRequestDialog}
              />
            )}
          </Box>
          {tutor.about && (
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="about-title"
              sx={{ p: 2, mt: 2 }}
            >
              <Typography id="about-title" variant="h6" component="h2">
                {t('profiles.tutor.about')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{tutor.about}</Typography>
            </Paper>
          )}
          <Box sx={{ mt: 2 }}>
            <ReportButton
              target={{ targetType: 'tutor', targetId: tutor._id }}
              name={tutor.name}
              ownerId={tutor._id}
            />
          </Box>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="reviews-title" sx={{ mt: 5 }}>
        <Typography id="reviews-title" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
          {t('profiles.tutor.reviews')}
        </Typography>
        <TutorReviews tutorId={tutor._id} />
      </Box>
    </Box>
  );
}
