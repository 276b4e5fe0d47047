import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Card, CardContent, CardMedia, Chip, Link, Stack, Typography } from '@mui/material';
import { SITE } from '@tutorhub/contracts';
import { Link as RouterLink } from 'react-router-dom';
import type { Tutor } from '../../../app/apiTypes';
import TutorStars from './TutorStars';
import VerifiedBadge from './VerifiedBadge';

function Row({ label, value }: { label: string; value: string | number }) {
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
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardMedia
        component="img"
        image={tutor.image}
        alt={`Photo of ${tutor.name}`}
        loading="lazy"
        width={400}
        height={300}
        sx={{ aspectRatio: '4 / 3', objectFit: 'cover', height: 'auto' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'start' }}>
          <Typography variant="h6" component="h2">
            <Link component={RouterLink} to={`/tutors/${tutor._id}`} underline="hover">
              {tutor.name}
            </Link>
          </Typography>
          <Chip size="small" label={tutor.onlineOffline} color="primary" variant="outlined" />
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
          <Row label="University:" value={tutor.study} />
          <Row label="Department:" value={tutor.subject} />
          <Row label="Interested to teach:" value={tutor.teachingSubject} />
          <Row label={`Expected salary : ${SITE.currency}`} value={tutor.salary} />
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
