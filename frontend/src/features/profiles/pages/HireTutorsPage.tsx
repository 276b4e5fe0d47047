import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import type { Tutor } from '../../../store/apiTypes';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import CardList, { isListBusy } from '../../../components/CardList';
import { SiteAvatar } from '../../../components/SiteImage';
import { useT, useTerm } from '../../../i18n';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import TutorFilters from '../components/TutorFilters';
import { changedParams } from '../../../lib/searchParams';
import TutorStars from '../components/TutorStars';
import VerifiedBadge from '../components/VerifiedBadge';
import { useGetTutorsQuery } from '../../../store/endpoints/profilesApi';
import { TUTORS_PAGE_SIZE, tutorQueryFromParams } from '../tutorsLoader';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}
      </Box>{' '}
      {value}
    </Typography>
  );
}

/** The round photo's diameter on a card: small enough for two or more cards on a phone's screen. */
const CARD_PHOTO = 64;

/**
 * One tutor of the list, compact: a small round photo beside the name, stars and badge, then
 * subject, salary, area and (once granted) contact details.
 */
function TutorCard({ tutor }: { tutor: Tutor }) {
  const t = useT();
  const term = useTerm();
  return (
    <Card component="article" aria-label={tutor.name} sx={{ height: '100%' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <SiteAvatar
            src={tutor.image}
            alt={t('tutors.card.photo', { name: tutor.name })}
            size={CARD_PHOTO}
          />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
                <Link component={RouterLink} to={`/tutors/${tutor._id}`} underline="hover">
                  {tutor.name}
                </Link>
              </Typography>
              <Chip
                size="small"
                label={term.mode(tutor.onlineOffline)}
                color="primary"
                variant="outlined"
              />
            </Box>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <TutorStars rating={tutor.rating} />
              {tutor.verified && <VerifiedBadge />}
            </Stack>
          </Box>
        </Box>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <Row label={t('tutors.card.teaches')} value={term.subject(tutor.teachingSubject)} />
          {/* English keeps the bare figure ('BDT 7000'); Bangla reads ৳৭,০০০ (see the catalogs). */}
          <Row
            label={t('tutors.card.salary')}
            value={t('tutors.card.salaryAmount', { amount: tutor.salary })}
          />
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <LocationOnIcon fontSize="small" aria-hidden /> {tutor.location}
          </Typography>
          {/* Contact details come only once the tutor has accepted the caller's request. */}
          {tutor.email && (
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <EmailIcon fontSize="small" aria-hidden />
              <Link href={`mailto:${tutor.email}`} sx={{ wordBreak: 'break-all' }}>
                {tutor.email}
              </Link>
            </Typography>
          )}
          {tutor.number && (
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <PhoneIcon fontSize="small" aria-hidden />
              <Link href={`tel:${tutor.number}`}>{tutor.number}</Link>
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function HireTutorsPage() {
  const t = useT();
  useDocumentTitle(t('tutors.title'));
  const [params, setParams] = useSearchParams();
  const query = tutorQueryFromParams(params);
  const list = useGetTutorsQuery(query);
  const { data, isLoading, isError, refetch } = list;
  const isFetching = isListBusy(list);

  const update = (changes: Record<string, string | undefined>, resetPage = true) =>
    setParams(changedParams(params, changes, resetPage));

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / TUTORS_PAGE_SIZE));
  const tutors = data?.items ?? [];

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('tutors.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('tutors.subtitle')}
      </Typography>

      <TutorFilters params={params} query={query} onChange={update} />

      <Box id="tutor-results" role="region" aria-label={t('tutors.results')} aria-busy={isFetching}>
        <CardList
          items={tutors}
          isLoading={isLoading}
          isError={isError}
          isFetching={isFetching}
          onRetry={() => void refetch()}
          emptyTitle={t('tutors.empty')}
          emptyContent={
            <Button onClick={() => setParams(new URLSearchParams())}>
              {t('tutors.clearFilters')}
            </Button>
          }
          header={
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
              {t('tutors.found', { count: total })}
            </Typography>
          }
          renderCard={(tutor) => <TutorCard tutor={tutor} />}
          pageCount={pageCount}
          page={Math.min(query.page ?? 1, pageCount)}
          onPageChange={(page) => {
            update({ page: page === 1 ? undefined : String(page) }, false);
            window.scrollTo({ top: 0 });
          }}
        />
      </Box>
    </Box>
  );
}
