import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import {
  Box,
  Card,
  CardContent,
  Grid,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { LIMITS, SITE } from '@tutorhub/contracts';
import PageSection from '../../../components/PageSection';
import type { TeamMember } from '../../../store/apiTypes';
import { EmptyState, ErrorState } from '../../../components/PageStates';
import SiteImage from '../../../components/SiteImage';
import { useFormat, useT } from '../../../i18n';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetTeamQuery } from '../teamApi';

export const MISSION = [
  'team.mission.match',
  'team.mission.sessions',
  'team.mission.tutors',
  'team.mission.learning',
  'team.mission.trust',
] as const;

const VISION_YEAR = 2025;
export const VISION_2025 = [
  { title: 'team.vision.access.title', text: 'team.vision.access.text' },
  { title: 'team.vision.quality.title', text: 'team.vision.quality.text' },
  { title: 'team.vision.affordable.title', text: 'team.vision.affordable.text' },
  { title: 'team.vision.safety.title', text: 'team.vision.safety.text' },
  { title: 'team.vision.matching.title', text: 'team.vision.matching.text' },
  { title: 'team.vision.lifelong.title', text: 'team.vision.lifelong.text' },
] as const;

function MemberCard({ member, featured = false }: { member: TeamMember; featured?: boolean }) {
  const t = useT();
  return (
    <Card
      sx={{ height: '100%', textAlign: 'center', maxWidth: featured ? 360 : undefined, mx: 'auto' }}
    >
      <SiteImage
        src={member.Image}
        alt={t('team.member.photo', { name: member.Name })}
        width={360}
        height={360}
        sizes="(min-width: 900px) 360px, (min-width: 600px) 50vw, 100vw"
        priority={featured}
      />
      <CardContent>
        <Typography variant="h6" component="h2">
          {member.Name}
        </Typography>
        <Typography color="text.secondary">{member.Role}</Typography>
        <IconButton
          component="a"
          href="https://www.linkedin.com/"
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('team.member.linkedIn', { name: member.Name })}
          color="primary"
        >
          <LinkedInIcon />
        </IconButton>
      </CardContent>
    </Card>
  );
}

function Team() {
  const t = useT();
  const { data, isLoading, isError, refetch } = useGetTeamQuery();
  if (isLoading) {
    return (
      <Grid container spacing={3} role="status" aria-busy="true" aria-label={t('team.loading')}>
        {Array.from({ length: LIMITS.teamMembers }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (isError) {
    return <ErrorState onRetry={() => void refetch()} />;
  }
  const members = (data?.items ?? []).slice(0, LIMITS.teamMembers);
  if (members.length === 0) {
    return <EmptyState title={t('team.empty')} />;
  }
  const featured = members[3];
  const row = members.slice(0, 3);
  return (
    <Stack spacing={3}>
      {featured && (
        <Box sx={{ maxWidth: 360, mx: 'auto', width: '100%' }}>
          <MemberCard member={featured} featured />
        </Box>
      )}
      <Grid container spacing={3}>
        {row.map((member) => (
          <Grid key={member._id} size={{ xs: 12, sm: 6, md: 4 }}>
            <MemberCard member={member} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

export default function AboutPage() {
  const t = useT();
  const format = useFormat();
  useDocumentTitle(t('team.pageTitle'));
  return (
    <Stack spacing={6}>
      <Box component="section" aria-labelledby="team-title">
        <Typography
          id="team-title"
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, mb: 3, textAlign: 'center' }}
        >
          {t('team.heading')}
        </Typography>
        <Team />
      </Box>
      <Paper component="section" aria-labelledby="mission-title" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="mission-title" variant="h4" component="h2" sx={{ fontWeight: 700 }}>
          {t('team.mission.title')}
        </Typography>
        <List>
          {MISSION.map((point) => (
            <ListItem key={point} disableGutters>
              <ListItemIcon>
                <CheckCircleIcon color="primary" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t(point)} />
            </ListItem>
          ))}
        </List>
      </Paper>
      <PageSection
        titleId="vision-title"
        title={t('team.vision.title', { site: SITE.name, year: format.year(VISION_YEAR) })}
      >
        <Grid container spacing={2}>
          {VISION_2025.map((theme, i) => (
            <Grid key={theme.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
                <Typography variant="h6" component="h3">
                  {t('team.vision.item', { number: format.number(i + 1), title: t(theme.title) })}
                </Typography>
                <Typography color="text.secondary">{t(theme.text)}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </PageSection>
    </Stack>
  );
}
