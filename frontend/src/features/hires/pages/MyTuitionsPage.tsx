import { Box, Button, Pagination, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState } from '../../../components/PageStates';
import { translate, useT, type MessageKey, type Translate } from '../../../i18n';
import { errorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMe } from '../../../lib/auth/useMe';
import HireCard, { type HireAction } from '../components/HireCard';
import { partyName } from '../labels';
import MoveDialog, { type MoveConfirmation } from '../components/MoveDialog';
import RateTutorDialog from '../components/RateTutorDialog';
import { useGetHiresQuery, useMoveHireMutation } from '../hiresApi';
import type { Hire, HireMoveStatus } from '../../../store/hireTypes';

export const HIRES_PAGE_SIZE = 10;

const TABS = [
  {
    key: 'requests',
    label: 'hires.tab.requests',
    status: 'requested',
    empty: 'hires.empty.requests',
  },
  { key: 'active', label: 'hires.tab.active', status: 'accepted', empty: 'hires.empty.active' },
  {
    key: 'past',
    label: 'hires.tab.past',
    status: 'ended,declined,cancelled',
    empty: 'hires.empty.past',
  },
] as const satisfies ReadonlyArray<{
  key: string;
  label: MessageKey;
  status: string;
  empty: MessageKey;
}>;
type TabKey = (typeof TABS)[number]['key'];

const MOVE_DONE: Record<HireMoveStatus, MessageKey> = {
  accepted: 'hires.done.accepted',
  declined: 'hires.done.declined',
  cancelled: 'hires.done.cancelled',
  ended: 'hires.done.ended',
};

function confirmation(action: HireMoveStatus, name: string, t: Translate): MoveConfirmation | null {
  switch (action) {
    case 'declined':
      return {
        status: action,
        title: t('hires.confirm.declineTitle', { name }),
        message: t('hires.confirm.declineMessage', { name }),
        confirmLabel: t('hires.action.decline'),
      };
    case 'cancelled':
      return {
        status: action,
        title: t('hires.confirm.cancelTitle'),
        message: t('hires.confirm.cancelMessage', { name }),
        confirmLabel: t('hires.action.cancelRequest'),
      };
    case 'ended':
      return {
        status: action,
        title: t('hires.confirm.endTitle'),
        message: t('hires.confirm.endMessage', { name }),
        confirmLabel: t('hires.action.endTuition'),
      };
    default:
      return null;
  }
}

/** /tuitions — My tuitions: one's hires as a student or a tutor, by stage, with their actions. */
export default function MyTuitionsPage() {
  const t = useT();
  useDocumentTitle(t('hires.title'));
  const { me } = useMe();
  const [params, setParams] = useSearchParams();
  const tabKey: TabKey = TABS.find((x) => x.key === params.get('tab'))?.key ?? 'requests';
  const tab = TABS.find((x) => x.key === tabKey)!;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useGetHiresQuery({ status: tab.status, page, limit: HIRES_PAGE_SIZE });
  const [moveHire, moveState] = useMoveHireMutation();
  const [pending, setPending] = useState<{ hire: Hire; move: MoveConfirmation } | null>(null);
  const [rating, setRating] = useState<Hire | null>(null);
  const [ratedTutors, setRatedTutors] = useState<ReadonlySet<string>>(new Set());

  const setView = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) {
        next.set(key, value);
      } else {
        next.delete(key);
      }
    }
    setParams(next);
  };

  const sideOf = (hire: Hire) => (hire.tutor?._id === me?._id ? 'tutor' : 'student');

  const move = async (hire: Hire, status: HireMoveStatus, reason?: Hire['reason']) => {
    try {
      await moveHire({
        id: hire._id,
        tutorId: hire.tutor?._id ?? null,
        move: reason ? { status, reason } : { status },
      }).unwrap();
      toast.success(translate(MOVE_DONE[status]));
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.actionFailed));
    }
  };

  const onAction = (hire: Hire, action: HireAction) => {
    if (action === 'rate') {
      setRating(hire);
      return;
    }
    const other = sideOf(hire) === 'tutor' ? hire.student : hire.tutor;
    const confirm = confirmation(action, partyName(other, t), t);
    if (confirm) {
      setPending({ hire, move: confirm });
    } else {
      void move(hire, action);
    }
  };

  const hires = query.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil((query.data?.total ?? 0) / HIRES_PAGE_SIZE));
  const busyId = moveState.isLoading ? moveState.originalArgs?.id : undefined;

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('hires.title')}
      </Typography>
      <Tabs
        value={tabKey}
        onChange={(_e, key: TabKey) =>
          setView({ tab: key === 'requests' ? undefined : key, page: undefined })
        }
        aria-label={t('hires.tab.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((item) => (
          <Tab
            key={item.key}
            value={item.key}
            label={t(item.label)}
            id={`tuitions-tab-${item.key}`}
            aria-controls="tuitions-panel"
          />
        ))}
      </Tabs>
      <Box id="tuitions-panel" role="tabpanel" aria-labelledby={`tuitions-tab-${tabKey}`}>
        {query.isLoading || !me ? (
          <Stack spacing={2} role="status" aria-busy="true" aria-label={t('common.states.loading')}>
            <Skeleton variant="rounded" height={180} />
            <Skeleton variant="rounded" height={180} />
          </Stack>
        ) : query.isError && !query.data ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : hires.length === 0 ? (
          <EmptyState title={t(tab.empty)}>
            {me?.kind === 'student' && tabKey === 'requests' && (
              <Button component={RouterLink} to="/tutorFinds">
                {t('hires.findTutor')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <Stack
            spacing={2}
            aria-busy={query.isFetching}
            sx={{ opacity: query.isFetching ? 0.6 : 1 }}
          >
            {hires.map((hire) => (
              <HireCard
                key={hire._id}
                hire={hire}
                side={sideOf(hire)}
                rated={Boolean(hire.tutor && ratedTutors.has(hire.tutor._id))}
                busy={busyId === hire._id}
                onAction={onAction}
              />
            ))}
          </Stack>
        )}
        {pageCount > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Pagination
              count={pageCount}
              page={Math.min(page, pageCount)}
              onChange={(_e, p) => setView({ page: p === 1 ? undefined : String(p) })}
              color="primary"
            />
          </Box>
        )}
      </Box>
      <MoveDialog
        move={pending?.move ?? null}
        onAnswer={(answer) => {
          const current = pending;
          setPending(null);
          if (current && answer) {
            void move(current.hire, current.move.status, answer.reason);
          }
        }}
      />
      <RateTutorDialog
        tutor={rating?.tutor ?? null}
        onClose={(rated) => {
          const tutorId = rating?.tutor?._id;
          if (rated && tutorId) {
            setRatedTutors((set) => new Set(set).add(tutorId));
          }
          setRating(null);
        }}
      />
    </Box>
  );
}
