import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import {
  Box,
  Card,
  CardContent,
  CardMedia,
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
import type { TeamMember } from '../../../app/apiTypes';
import { EmptyState, ErrorState } from '../../../components/PageStates';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetTeamQuery } from '../teamApi';

export const MISSION = [
  'Connect every student with a tutor who fits their subject, schedule and budget.',
  'Make one-on-one and group sessions easy to arrange, online or in person.',
  'Give tutors a fair place to share their knowledge and earn from it.',
  'Keep learning going between sessions with courses and study materials.',
  'Build trust through honest reviews and clear, upfront information.',
] as const;

export const VISION_2025 = [
  {
    title: 'Access for all',
    text: 'Reach students in every district, with online sessions wherever travel is hard.',
  },
  {
    title: 'Quality teaching',
    text: 'Help tutors grow with feedback, peer support and recognised course materials.',
  },
  {
    title: 'Affordable learning',
    text: 'Keep prices transparent so families can plan and compare with confidence.',
  },
  {
    title: 'Safety and trust',
    text: 'Verified profiles, respectful conduct and quick help when something goes wrong.',
  },
  {
    title: 'Smarter matching',
    text: 'Better search and filters so the right tutor is only a few taps away.',
  },
  {
    title: 'Lifelong learning',
    text: 'Courses beyond school subjects, from music to business, for learners of any age.',
  },
] as const;

function MemberCard({ member, featured = false }: { member: TeamMember; featured?: boolean }) {
  return (
    <Card
      sx={{ height: '100%', textAlign: 'center', maxWidth: featured ? 360 : undefined, mx: 'auto' }}
    >
      <CardMedia
        component="img"
        image={member.Image}
        alt={`Photo of ${member.Name}`}
        loading="lazy"
        width={360}
        height={360}
        sx={{ aspectRatio: '1 / 1', objectFit: 'cover', height: 'auto' }}
      />
      <CardContent>
        <Typography variant="h6" component="h3">
          {member.Name}
        </Typography>
        <Typography color="text.secondary">{member.Role}</Typography>
        <IconButton
          component="a"
          href="https://www.linkedin.com/"
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${member.Name} on LinkedIn`}
          color="primary"
        >
          <LinkedInIcon />
        </IconButton>
      </CardContent>
    </Card>
  );
}

function Team() {
  const { data, isLoading, isError, refetch } = useGetTeamQuery();
  if (isLoading) {
    return (
      <Grid container spacing={3} aria-busy="true" aria-label="Loading team">
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
    return <EmptyState title="Our team will be introduced here soon." />;
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
  useDocumentTitle('About Us');
  return (
    <Stack spacing={6}>
      <Box component="section" aria-labelledby="team-title">
        <Typography
          id="team-title"
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, mb: 3, textAlign: 'center' }}
        >
          Our Team
        </Typography>
        <Team />
      </Box>
      <Paper component="section" aria-labelledby="mission-title" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="mission-title" variant="h4" component="h2" sx={{ fontWeight: 700 }}>
          Our Mission
        </Typography>
        <List>
          {MISSION.map((point) => (
            <ListItem key={point} disableGutters>
              <ListItemIcon>
                <CheckCircleIcon color="primary" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={point} />
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box component="section" aria-labelledby="vision-title">
        <Typography id="vision-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {SITE.name} Vision 2025
        </Typography>
        <Grid container spacing={2}>
          {VISION_2025.map((theme, i) => (
            <Grid key={theme.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
                <Typography variant="h6" component="h3">
                  {i + 1}. {theme.title}
                </Typography>
                <Typography color="text.secondary">{theme.text}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
    </Stack>
  );
}
