import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import {
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
import { movesFor } from '@tutorhub/contracts';
import { Link as RouterLink } from 'react-router-dom';
import ContactTerm from '../../../components/ContactTerm';
import { SiteAvatar } from '../../../components/SiteImage';
import { Term, TermList } from '../../../components/TermList';
import { useFormat, useT, useTerm, type MessageKey } from '../../../i18n';
import { partyName, STATUS_COLORS } from '../labels';
import type { Hire, HireMoveStatus } from '../../../store/hireTypes';

/** What the viewer may do with the hire right now. */
export type HireAction = HireMoveStatus | 'rate';

/** Whether the student of `hire` will be able to rate its tutor, but not yet (at `now`). */
export function ratingLater(hire: Hire, now = Date.now()): boolean {
  return hire.ratableFrom !== null && new Date(hire.ratableFrom).getTime() > now;
}

/**
 * The moves the state machine (`HIRE_MOVES`) allows `side` on a hire in its current status, and
 * the rating a student may give their tutor once the tuition has run long enough (`ratableFrom`).
 */
export function allowedActions(
  hire: Hire,
  side: 'tutor' | 'student',
  rated: boolean,
  now = Date.now(),
): HireAction[] {
  // No move leads back to requested.
  const moves: HireAction[] = movesFor(hire.status, side) as HireMoveStatus[];
  const mayRate =
    side === 'student' &&
    !rated &&
    hire.tutor !== null &&
    hire.ratableFrom !== null &&
    !ratingLater(hire, now);
  return mayRate ? [...moves, 'rate'] : moves;
}

const ACTION_LABELS: Record<HireAction, MessageKey> = {
  accepted: 'hires.action.accept',
  declined: 'hires.action.decline',
  cancelled: 'hires.action.cancelRequest',
  ended: 'hires.action.endTuition',
  rate: 'hires.action.rateTutor',
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
  const t = useT();
  const term = useTerm();
  const format = useFormat();
  const other = side === 'tutor' ? hire.student : hire.tutor;
  const otherRole = term.role(side === 'tutor' ? 'student' : 'tutor');
  const name = partyName(other, t);
  const headingId = `hire-${hire._id}`;
  const actions = allowedActions(hire, side, rated);

  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <SiteAvatar src={other?.image} alt="">
            {name.charAt(0).toUpperCase()}
          </SiteAvatar>
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
            label={term.hireStatus(hire.status)}
            color={STATUS_COLORS[hire.status]}
          />
        </Stack>
        <TermList rowGap={0.5}>
          <Term label={t('hires.field.subject')}>{term.subject(hire.subject)}</Term>
          <Term label={t('hires.field.class')}>{hire.classLevel}</Term>
          <Term label={t('hires.field.daysPerWeek')}>{format.number(hire.daysPerWeek)}</Term>
          <Term label={t('hires.field.salary')}>{format.salary(hire.salary)}</Term>
          <Term label={t('hires.field.mode')}>
            {hire.area
              ? t('hires.card.modeInArea', { mode: term.mode(hire.mode), area: hire.area })
              : term.mode(hire.mode)}
          </Term>
          <Term label={t('hires.field.starts')}>{format.calendarDate(hire.startDate)}</Term>
          <Term label={t('hires.field.requested')}>{format.date(hire.createdAt)}</Term>
          {hire.status !== 'requested' && (
            <Term label={t('hires.field.updated')}>{format.date(hire.updatedAt)}</Term>
          )}
          {hire.reason && (
            <Term label={t('hires.field.reason')}>{term.hireReason(hire.reason)}</Term>
          )}
          <ContactTerm
            kind="phone"
            label={t('hires.field.phone')}
            value={other?.number}
            verified={other?.numberVerified}
          />
          <ContactTerm kind="email" label={t('hires.field.email')} value={other?.email} />
        </TermList>
        {hire.message && (
          <Typography
            variant="body2"
            sx={{ mt: 1.5, whiteSpace: 'pre-line', color: 'text.secondary' }}
          >
            {t('hires.card.message', { message: hire.message })}
          </Typography>
        )}
        {side === 'student' && !rated && hire.ratableFrom && ratingLater(hire) && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {t('hires.card.rateFrom', { date: format.date(hire.ratableFrom) })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={`/messages/hire/${hire._id}`}
          size="small"
          variant="outlined"
          startIcon={<ChatBubbleOutlineIcon />}
          aria-label={t('hires.action.forParty', { action: t('hires.action.message'), name })}
        >
          {t('hires.action.message')}
        </Button>
        {actions.map((action) => (
          <Button
            key={action}
            size="small"
            disabled={busy}
            variant={action === 'accepted' || action === 'rate' ? 'contained' : 'outlined'}
            color={action === 'accepted' || action === 'rate' ? 'primary' : 'error'}
            aria-label={t('hires.action.forParty', { action: t(ACTION_LABELS[action]), name })}
            onClick={() => onAction(hire, action)}
          >
            {t(ACTION_LABELS[action])}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
}
