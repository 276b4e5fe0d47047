import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { HIRE_REASON_LABELS } from '@tutorhub/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { Term, TermList } from '../../../components/TermList';
import { formatCalendarDate, formatDate, formatSalary } from '../format';
import { partyName, STATUS_COLORS, STATUS_LABELS } from '../labels';
import type { Hire, HireMoveStatus } from '../types';

/** What the viewer may do with the hire right now. */
export type HireAction = HireMoveStatus | 'rate';

/** The moves (and rating) the API allows `side` on a hire in its current status. */
export function allowedActions(
  hire: Hire,
  side: 'tutor' | 'student',
  rated: boolean,
): HireAction[] {
  switch (hire.status) {
    case 'requested':
      return side === 'tutor' ? ['accepted', 'declined'] : ['cancelled'];
    case 'accepted':
      return side === 'student' && !rated ? ['ended', 'rate'] : ['ended'];
    case 'ended':
      return side === 'student' && !rated && hire.tutor ? ['rate'] : [];
    default:
      return [];
  }
}

const ACTION_LABELS: Record<HireAction, string> = {
  accepted: 'Accept',
  declined: 'Decline',
  cancelled: 'Cancel request',
  ended: 'End tuition',
  rate: 'Rate this tutor',
};

/** One hire as the viewer (`side`) sees it: the other party, the terms, dates and actions. */
export default function HireCard({
  hire,
  side,
  rated,
  busy,
  onAction,
}: {
  hire: Hire;
  side: 'tutor' | 'student';
  /** The viewer has rated this hire's tutor in this session. */
  rated: boolean;
  busy: boolean;
  onAction: (hire: Hire, action: HireAction) => void;
}) {
  const other = side === 'tutor' ? hire.student : hire.tutor;
  const otherRole = side === 'tutor' ? 'Student' : 'Tutor';
  const name = partyName(other);
  const headingId = `hire-${hire._id}`;
  const actions = allowedActions(hire, side, rated);

  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Avatar src={other?.image ?? undefined} alt="">
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {otherRole}
            </Typography>
            <Typography id={headingId} variant="h6" component="h2" sx={{ lineHeight: 1.2 }}>
              {other && side === 'student' ? (
                <Link component={RouterLink} to={`/tutors/${other._id}`}>
                  {name}
                </Link>
              ) : (
                name
              )}
            </Typography>
          </Box>
          <Chip
            size="small"
            label={STATUS_LABELS[hire.status]}
            color={STATUS_COLORS[hire.status]}
          />
        </Stack>
        <TermList rowGap={0.5}>
          <Term label="Subject">{hire.subject}</Term>
          <Term label="Class">{hire.classLevel}</Term>
          <Term label="Days per week">{hire.daysPerWeek}</Term>
          <Term label="Salary">{formatSalary(hire.salary)}</Term>
          <Term label="Mode">
            {hire.mode}
            {hire.area ? `, ${hire.area}` : ''}
          </Term>
          <Term label="Starts">{formatCalendarDate(hire.startDate)}</Term>
          <Term label="Requested">{formatDate(hire.createdAt)}</Term>
          {hire.status !== 'requested' && <Term label="Updated">{formatDate(hire.updatedAt)}</Term>}
          {hire.reason && <Term label="Reason">{HIRE_REASON_LABELS[hire.reason]}</Term>}
          {other?.number && (
            <Term label="Phone">
              <Link href={`tel:${other.number}`} sx={{ display: 'inline-flex', gap: 0.5 }}>
                <PhoneIcon fontSize="small" aria-hidden />
                {other.number}
              </Link>
            </Term>
          )}
          {other?.email && (
            <Term label="Email">
              <Link href={`mailto:${other.email}`} sx={{ display: 'inline-flex', gap: 0.5 }}>
                <EmailIcon fontSize="small" aria-hidden />
                {other.email}
              </Link>
            </Term>
          )}
        </TermList>
        {hire.message && (
          <Typography
            variant="body2"
            sx={{ mt: 1.5, whiteSpace: 'pre-line', color: 'text.secondary' }}
          >
            “{hire.message}”
          </Typography>
        )}
      </CardContent>
      {actions.length > 0 && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              disabled={busy}
              variant={action === 'accepted' || action === 'rate' ? 'contained' : 'outlined'}
              color={action === 'accepted' || action === 'rate' ? 'primary' : 'error'}
              aria-label={`${ACTION_LABELS[action]}: ${name}`}
              onClick={() => onAction(hire, action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </CardActions>
      )}
    </Card>
  );
}
