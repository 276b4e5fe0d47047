import { Alert, Box, Button, Chip, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { NOT_FOUND } from '@tutorhub/contracts';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import ContactTerm from '../../../components/ContactTerm';
import { useAppSelector } from '../../../app/store';
import { DetailSkeleton, EmptyState, ErrorState } from '../../../components/PageStates';
import SiteImage from '../../../components/SiteImage';
import { Term, TermList } from '../../../components/TermList';
import { translateMessage, useFormat, useT, useTerm } from '../../../i18n';
import { httpStatus } from '../../../lib/apiError';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { selectAuthStatus } from '../../auth/authSlice';
import { useMe } from '../../auth/useMe';
import HireRequestDialog from '../../hires/components/HireRequestDialog';
import type { TutorProfile } from '../../hires/types';
import RichMessage from '../components/RichMessage';
import TutorReviews from '../components/TutorReviews';
import TutorStars from '../components/TutorStars';
import VerifiedBadge from '../components/VerifiedBadge';
import ReportButton from '../../reports/components/ReportButton';
import { useGetTutorProfileQuery } from '../profilesApi';

/**
 * Request to hire, for whoever may: students open the form; visitors sign in first and come
 * back; an account without a profile registers as a student; other tutors see nothing, the
 * tutor themself a link to edit the profile.
 */
function HireAction({ tutor, onRequested }: { tutor: TutorProfile; onRequested: () => void }) {
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

/** /tutors/:id — a tutor's public profile, their reviews and Request to hire. */
export default function TutorProfilePage() {
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
    <Box component="article" aria-labelledby="tutor-name">
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SiteImage
            src={tutor.image}
            alt={t('profiles.tutor.photo', { name: tutor.name })}
            width={400}
            height={400}
            sizes="(min-width: 1200px) 368px, (min-width: 900px) 33vw, calc(100vw - 32px)"
            priority
            sx={{ borderRadius: 2 }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography id="tutor-name" variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {tutor.name}
            </Typography>
            {tutor.verified && <VerifiedBadge />}
          </Stack>
          <Box sx={{ my: 1 }}>
            <TutorStars rating={tutor.rating} />
          </Box>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            <Chip label={term.subject(tutor.teachingSubject)} color="primary" />
            <Chip label={term.mode(tutor.onlineOffline)} variant="outlined" />
          </Stack>
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
            <ContactTerm kind="phone" label={t('profiles.tutor.phone')} value={tutor.number} />
          </TermList>
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
          <Box sx={{ mt: 3 }}>
            {requested ? (
              <Alert severity="success">
                <RichMessage
                  text={t('profiles.tutor.requestSent', { name: tutor.name })}
                  parts={[<Link component={RouterLink} to="/tuitions" />]}
                />
              </Alert>
            ) : (
              <HireAction tutor={tutor} onRequested={() => setRequested(true)} />
            )}
          </Box>
          <Box sx={{ mt: 1 }}>
            <ReportButton
              target={{ targetType: 'tutor', targetId: tutor._id }}
              name={tutor.name}
              ownerId={tutor._id}
            />
          </Box>
        </Grid>
      </Grid>
      <Box component="section" aria-labelledby="reviews-title" sx={{ mt: 5 }}>
        <Typography id="reviews-title" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
          {t('profiles.tutor.reviews')}
        </Typography>
        <TutorReviews tutorId={tutor._id} />
      </Box>
    </Box>
  );
}
