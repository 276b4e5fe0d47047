import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { LIMITS } from '@tutorhub/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { SiteAvatar } from '../../../components/SiteImage';
import StarRating from '../../../components/StarRating';
import { useFormat, useT, useTerm, type MessageKey } from '../../../i18n';
import { ownerActions, type OwnerAction } from '../jobRules';
import type { Applicant } from '../jobTypes';
import StatusChip from './StatusChip';

const ACTION_LABEL: Record<OwnerAction, MessageKey> = {
  shortlist: 'jobs.action.shortlist',
  trial: 'jobs.action.trial',
  hire: 'jobs.action.hire',
  reject: 'jobs.action.reject',
};

function Stars({ rating }: { rating: Applicant['tutor']['rating'] }) {
  const t = useT();
  if (rating.count === 0 || rating.average === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('jobs.applicant.noRatings')}
      </Typography>
    );
  }
  const label = t('jobs.applicant.stars', {
    average: Math.round(rating.average * 10) / 10,
    max: LIMITS.ratingMax,
    count: rating.count,
  });
  return <StarRating value={rating.average} max={LIMITS.ratingMax} label={label} />;
}

/**
 * A tutor who applied, as the job's owner sees them: no contact details (those come with the
 * hire), the actions the application's status allows, and its conversation.
 */
export default function ApplicantCard({
  applicant,
  busy,
  onAction,
}: {
  applicant: Applicant;
  busy: boolean;
  onAction: (applicant: Applicant, action: OwnerAction) => void;
}) {
  const t = useT();
  const term = useTerm();
  const format = useFormat();
  const { tutor } = applicant;
  return (
    <Card variant="outlined" component="article" aria-label={tutor.name}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <SiteAvatar
            src={tutor.image}
            alt={t('jobs.applicant.photo', { name: tutor.name })}
            size={48}
          />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                <Link component={RouterLink} to={`/tutors/${tutor._id}`} underline="hover">
                  {tutor.name}
                </Link>
              </Typography>
              <StatusChip application={applicant.status} />
            </Box>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Stars rating={tutor.rating} />
              {tutor.verified && (
                <Chip
                  size="small"
                  color="success"
                  variant="outlined"
                  icon={<VerifiedIcon aria-hidden />}
                  label={t('jobs.applicant.verified')}
                />
              )}
            </Stack>
          </Box>
        </Box>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <Typography variant="body2">
            {t('jobs.applicant.teaches', {
              subject: term.subject(tutor.teachingSubject),
              location: tutor.location,
            })}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('jobs.applicant.expects', { amount: format.money(applicant.expectedSalary) })}
          </Typography>
          {applicant.note && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {t('jobs.applicant.note', { note: applicant.note })}
            </Typography>
          )}
          {applicant.trialAt && (
            <Typography variant="body2">
              {t('jobs.applicant.trialAt', { when: format.dateTime(applicant.trialAt) })}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {ownerActions(applicant.status).map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'hire' ? 'contained' : 'outlined'}
              color={action === 'reject' ? 'error' : 'primary'}
              disabled={busy}
              onClick={() => onAction(applicant, action)}
              aria-label={t('jobs.action.forName', {
                action: t(ACTION_LABEL[action]),
                name: tutor.name,
              })}
            >
              {t(ACTION_LABEL[action])}
            </Button>
          ))}
          <Button
            size="small"
            component={RouterLink}
            to={`/messages/application/${applicant._id}`}
            aria-label={t('jobs.action.messageName', { name: tutor.name })}
          >
            {t('jobs.action.message')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
