import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Tutor } from '../../../app/apiTypes';
import SiteImage, { CARD_THIRDS_SIZES } from '../../../components/SiteImage';
import { useT, useTerm } from '../../../i18n';
import TutorStars from './TutorStars';
import VerifiedBadge from './VerifiedBadge';

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

export default function TutorCard({ tutor }: { tutor: Tutor }) {
  const t = useT();
  const term = useTerm();
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <SiteImage
        src={tutor.image}
        alt={t('tutors.card.photo', { name: tutor.name })}
        width={400}
        height={300}
        sizes={CARD_THIRDS_SIZES}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'start' }}>
          <Typography variant="h6" component="h2">
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
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <Row label={t('tutors.card.university')} value={tutor.study} />
          <Row label={t('tutors.card.department')} value={tutor.subject} />
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
