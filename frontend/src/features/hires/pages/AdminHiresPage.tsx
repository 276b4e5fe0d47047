import { Chip } from '@mui/material';
import { HIRE_REASON_LABELS, HIRE_STATUSES, type HireStatus } from '@tutorhub/contracts';
import { useMemo } from 'react';
import CollectionShell from '../../admin/components/CollectionShell';
import CollectionTable, { type Column } from '../../admin/components/CollectionTable';
import { useConfirm } from '../../admin/components/ConfirmDialog';
import FilterSelect from '../../admin/components/FilterSelect';
import RowAction from '../../admin/components/RowAction';
import { runAction } from '../../admin/runAction';
import { useListParams } from '../../admin/useListParams';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import { formatCalendarDate, formatDate, formatSalary } from '../format';
import { useGetHiresQuery, useMoveHireMutation } from '../hiresApi';
import { partyName, STATUS_COLORS, STATUS_LABELS } from '../labels';
import type { Hire } from '../types';

const STATUS_OPTIONS = HIRE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** Dashboard › Hires: every hire, newest first, filtered by status; an admin may end one. */
export default function AdminHiresPage() {
  const list = useListParams();
  const raw = list.filter('status');
  const status = (HIRE_STATUSES as readonly string[]).includes(raw)
    ? (raw as HireStatus)
    : undefined;
  const query = useGetHiresQuery({ as: 'all', status, page: list.page, limit: list.limit });
  const [moveHire, moveState] = useMoveHireMutation();
  const { confirm, dialog } = useConfirm();

  const columns = useMemo<Column<Hire>[]>(() => {
    const onEnd = async (hire: Hire) => {
      const ok = await confirm({
        title: 'End this tuition?',
        message: `${partyName(hire.student)} and ${partyName(hire.tutor)} will both be told it has ended.`,
        confirmLabel: 'End tuition',
        destructive: true,
      });
      if (ok) {
        await runAction(
          moveHire({
            id: hire._id,
            tutorId: hire.tutor?._id ?? null,
            move: { status: 'ended' },
          }).unwrap(),
          { done: (r) => Boolean(r.modifiedCount), success: 'Tuition ended' },
        );
      }
    };
    return [
      { id: 'student', header: 'Student', cell: (h) => partyName(h.student) },
      { id: 'tutor', header: 'Tutor', cell: (h) => partyName(h.tutor) },
      { id: 'subject', header: 'Subject', cell: (h) => `${h.subject}, ${h.classLevel}` },
      { id: 'salary', header: 'Salary', cell: (h) => formatSalary(h.salary) },
      { id: 'start', header: 'Starts', cell: (h) => formatCalendarDate(h.startDate) },
      {
        id: 'status',
        header: 'Status',
        cell: (h) => (
          <Chip size="small" label={STATUS_LABELS[h.status]} color={STATUS_COLORS[h.status]} />
        ),
      },
      {
        id: 'reason',
        header: 'Reason',
        cell: (h) => (h.reason ? HIRE_REASON_LABELS[h.reason] : '—'),
      },
      { id: 'created', header: 'Requested', cell: (h) => formatDate(h.createdAt) },
      {
        id: 'action',
        header: 'Action',
        align: 'center',
        cell: (h) =>
          h.status === 'accepted' ? (
            <RowAction
              title="End tuition"
              label={`End the tuition of ${partyName(h.student)} with ${partyName(h.tutor)}`}
              icon={<StopCircleIcon />}
              color="error"
              onClick={() => void onEnd(h)}
            />
          ) : null,
      },
    ];
  }, [confirm, moveHire]);

  const total = query.data?.total;
  return (
    <CollectionShell
      title="Hires"
      count={total === undefined ? undefined : `Total hires: ${total}`}
      toolbar={
        <FilterSelect
          label="Status"
          value={status}
          allLabel="All"
          options={STATUS_OPTIONS}
          onChange={(value) => list.setFilter('status', value)}
        />
      }
    >
      <CollectionTable
        label="Hires"
        columns={columns}
        query={query}
        list={list}
        busyId={moveState.isLoading ? moveState.originalArgs?.id : undefined}
        emptyTitle={status ? `No ${STATUS_LABELS[status].toLowerCase()} hires.` : 'No hires yet.'}
      />
      {dialog}
    </CollectionShell>
  );
}
