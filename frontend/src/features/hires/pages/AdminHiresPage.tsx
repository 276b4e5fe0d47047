import { Chip } from '@mui/material';
import { HIRE_STATUSES, type HireStatus } from '@tutorhub/contracts';
import { useMemo } from 'react';
import CollectionPage from '../../../components/collection/CollectionPage';
import type { Column } from '../../../components/collection/CollectionTable';
import { useConfirm } from '../../../components/ConfirmDialog';
import FilterSelect from '../../../components/collection/FilterSelect';
import RowAction from '../../../components/RowAction';
import { runAction } from '../../../lib/runAction';
import { useListParams } from '../../../components/collection/useListParams';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import { translate, useFormat, useT, useTerm } from '../../../i18n';
import { useGetHiresQuery, useMoveHireMutation } from '../hiresApi';
import { partyName, STATUS_COLORS } from '../labels';
import type { Hire } from '../../../store/hireTypes';

/** Dashboard › Hires: every hire, newest first, filtered by status; an admin may end one. */
export default function AdminHiresPage() {
  const t = useT();
  const term = useTerm();
  const format = useFormat();
  const list = useListParams();
  const raw = list.filter('status');
  const status = (HIRE_STATUSES as readonly string[]).includes(raw)
    ? (raw as HireStatus)
    : undefined;
  const query = useGetHiresQuery({ as: 'all', status, page: list.page, limit: list.limit });
  const [moveHire, moveState] = useMoveHireMutation();
  const { confirm, dialog } = useConfirm();

  const columns = useMemo<Column<Hire>[]>(() => {
    const parties = (hire: Hire) => ({
      student: partyName(hire.student, t),
      tutor: partyName(hire.tutor, t),
    });
    const onEnd = async (hire: Hire) => {
      const ok = await confirm({
        title: t('hires.confirm.endTitle'),
        message: t('hires.admin.endMessage', parties(hire)),
        confirmLabel: t('hires.action.endTuition'),
        destructive: true,
      });
      if (ok) {
        await runAction(
          moveHire({
            id: hire._id,
            tutorId: hire.tutor?._id ?? null,
            move: { status: 'ended' },
          }).unwrap(),
          { done: (r) => Boolean(r.modifiedCount), success: translate('hires.done.ended') },
        );
      }
    };
    return [
      { id: 'student', header: term.role('student'), cell: (h) => partyName(h.student, t) },
      { id: 'tutor', header: term.role('tutor'), cell: (h) => partyName(h.tutor, t) },
      {
        id: 'subject',
        header: t('hires.field.subject'),
        cell: (h) =>
          t('hires.admin.subjectClass', { subject: term.subject(h.subject), level: h.classLevel }),
      },
      { id: 'salary', header: t('hires.field.salary'), cell: (h) => format.salary(h.salary) },
      {
        id: 'start',
        header: t('hires.field.starts'),
        cell: (h) => format.calendarDate(h.startDate),
      },
      {
        id: 'status',
        header: t('hires.admin.status'),
        cell: (h) => (
          <Chip size="small" label={term.hireStatus(h.status)} color={STATUS_COLORS[h.status]} />
        ),
      },
      {
        id: 'reason',
        header: t('hires.field.reason'),
        cell: (h) => (h.reason ? term.hireReason(h.reason) : '—'),
      },
      { id: 'created', header: t('hires.field.requested'), cell: (h) => format.date(h.createdAt) },
      {
        id: 'action',
        header: t('hires.admin.action'),
        align: 'center',
        cell: (h) =>
          h.status === 'accepted' ? (
            <RowAction
              title={t('hires.action.endTuition')}
              label={t('hires.admin.endLabel', parties(h))}
              icon={<StopCircleIcon />}
              color="error"
              onClick={() => void onEnd(h)}
            />
          ) : null,
      },
    ];
  }, [confirm, moveHire, t, term, format]);

  return (
    <CollectionPage
      title={t('hires.admin.title')}
      countLabel={(total) => t('hires.admin.total', { total })}
      toolbar={
        <FilterSelect
          label={t('hires.admin.status')}
          value={status}
          allLabel={t('hires.admin.all')}
          options={HIRE_STATUSES.map((s) => ({ value: s, label: term.hireStatus(s) }))}
          onChange={(value) => list.setFilter('status', value)}
        />
      }
      columns={columns}
      query={query}
      list={list}
      busyId={moveState.isLoading ? moveState.originalArgs?.id : undefined}
      emptyTitle={
        status
          ? t('hires.admin.emptyStatus', {
              status: term.hireStatus(status).toLocaleLowerCase(),
            })
          : t('hires.admin.empty')
      }
    >
      {dialog}
    </CollectionPage>
  );
}
