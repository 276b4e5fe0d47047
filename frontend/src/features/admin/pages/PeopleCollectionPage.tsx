import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, Chip, Link, Stack, Switch } from '@mui/material';
import { MESSAGES, PROFILE_MESSAGES } from '@tutorhub/contracts';
import type {
  DeleteResult,
  PeopleQuery,
  Student,
  Tutor,
  UpdateResult,
} from '../../../app/apiTypes';
import { useMemo } from 'react';
import type { Paged } from '../../../app/api';
import { useAppDispatch } from '../../../app/store';
import { useMe } from '../../auth/useMe';
import { tutorsApi, useGetTutorsQuery } from '../../profiles/tutorsApi';
import {
  adminApi,
  useDeleteStudentMutation,
  useDeleteTutorMutation,
  useGetStudentsQuery,
  usePromoteStudentMutation,
  usePromoteTutorMutation,
  useSetAdminMutation,
  useSetSuspendedMutation,
} from '../adminApi';
import { useSetTutorVerifiedMutation } from '../../profiles/profilesApi';
import CollectionShell from '../components/CollectionShell';
import CollectionTable, { type Column, type ListQuery } from '../components/CollectionTable';
import { useConfirm } from '../components/ConfirmDialog';
import CsvButton from '../components/CsvButton';
import RowAction from '../components/RowAction';
import SearchField from '../components/SearchField';
import { runAction } from '../runAction';
import { useListParams } from '../useListParams';

/** The fields of a tutor or student row that the table shows. */
export type Person = Pick<Student, '_id' | 'name' | 'role' | 'suspended'> &
  Pick<Tutor, 'email' | 'number'> &
  Partial<Pick<Tutor, 'verified'>>;

interface Trigger<R> {
  (id: string): { unwrap: () => Promise<R> };
}
interface MutationState {
  isLoading: boolean;
  originalArgs?: string;
}

interface PeopleConfig {
  title: string;
  nameHeader: string;
  /** 'tutors' for the count, the table name, the CSV file. */
  plural: string;
  useList: (args: PeopleQuery) => ListQuery<Person>;
  usePromote: () => readonly [Trigger<UpdateResult>, MutationState];
  useDelete: () => readonly [Trigger<DeleteResult>, MutationState];
  /** One page for the CSV export (not subscribed, always fresh). */
  fetchPage: (
    dispatch: ReturnType<typeof useAppDispatch>,
    args: PeopleQuery,
  ) => Promise<Paged<Person>>;
}

const FRESH = { subscribe: false, forceRefetch: true } as const;

export const PEOPLE: Record<'tutor' | 'student', PeopleConfig> = {
  tutor: {
    title: 'Tutor Collection',
    // The original site's 'Student Name' header on the tutor table was a copy slip.
    nameHeader: 'Tutor Name',
    plural: 'tutors',
    useList: useGetTutorsQuery,
    usePromote: usePromoteTutorMutation,
    useDelete: useDeleteTutorMutation,
    fetchPage: (dispatch, args) =>
      dispatch(tutorsApi.endpoints.getTutors.initiate(args, FRESH)).unwrap(),
  },
  student: {
    title: 'Student Collection',
    nameHeader: 'Student Name',
    plural: 'students',
    useList: useGetStudentsQuery,
    usePromote: usePromoteStudentMutation,
    useDelete: useDeleteStudentMutation,
    fetchPage: (dispatch, args) =>
      dispatch(adminApi.endpoints.getStudents.initiate(args, FRESH)).unwrap(),
  },
};

/** Tutor Collection and Student Collection: the same table over either list. */
export default function PeopleCollectionPage({ kind }: { kind: keyof typeof PEOPLE }) {
  const config = PEOPLE[kind];
  const dispatch = useAppDispatch();
  const list = useListParams();
  const query = config.useList({ page: list.page, limit: list.limit, q: list.q || undefined });
  const [promote, promoteState] = config.usePromote();
  const [remove, removeState] = config.useDelete();
  const [setAdmin, setAdminState] = useSetAdminMutation();
  const [setSuspended, setSuspendedState] = useSetSuspendedMutation();
  const [setVerified, setVerifiedState] = useSetTutorVerifiedMutation();
  const { confirm, dialog } = useConfirm();
  const myId = useMe().me?._id;

  const busyId = [
    promoteState.isLoading && promoteState.originalArgs,
    removeState.isLoading && removeState.originalArgs,
    setAdminState.isLoading && setAdminState.originalArgs?.id,
    setSuspendedState.isLoading && setSuspendedState.originalArgs?.id,
    setVerifiedState.isLoading && setVerifiedState.originalArgs?.id,
  ].find((id) => typeof id === 'string');

  const columns = useMemo<Column<Person>[]>(() => {
    const onPromote = async (person: Person) => {
      const ok = await confirm({
        title: 'Make admin?',
        message: `${person.name} (${person.email}) will be able to manage tutors, students, courses and blogs.`,
        confirmLabel: 'Make admin',
      });
      if (ok) {
        await runAction(promote(person._id).unwrap(), {
          done: (r) => Boolean(r.modifiedCount),
          success: MESSAGES.promoted,
          notDone: `${person.name} is already an admin.`,
        });
      }
    };
    const onDemote = async (person: Person) => {
      const ok = await confirm({
        title: 'Remove admin?',
        message: `${person.name} (${person.email}) will no longer be able to open the dashboard.`,
        confirmLabel: 'Remove admin',
        destructive: true,
      });
      if (ok) {
        await runAction(setAdmin({ id: person._id, kind, change: { admin: false } }).unwrap(), {
          done: (r) => Boolean(r.modifiedCount),
          success: MESSAGES.demoted,
          notDone: `${person.name} is not an admin.`,
        });
      }
    };
    const onSuspension = async (person: Person) => {
      const suspend = !person.suspended;
      const ok = await confirm(
        suspend
          ? {
              title: `Suspend ${person.name}?`,
              message: `${person.email} will be refused on every call until the suspension is lifted.`,
              confirmLabel: 'Suspend',
              destructive: true,
            }
          : {
              title: `Lift the suspension of ${person.name}?`,
              message: `${person.email} will be able to use Tutor Hub again.`,
              confirmLabel: 'Lift suspension',
            },
      );
      if (ok) {
        await runAction(
          setSuspended({ id: person._id, kind, change: { suspended: suspend } }).unwrap(),
          {
            done: (r) => Boolean(r.modifiedCount),
            success: suspend ? MESSAGES.suspended : MESSAGES.unsuspended,
            notDone: `${person.name} is ${suspend ? 'already' : 'not'} suspended.`,
          },
        );
      }
    };
    const onDelete = async (person: Person) => {
      const ok = await confirm({
        title: `Delete ${person.name}?`,
        message: `The ${kind} profile of ${person.email} will be removed. This cannot be undone.`,
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (ok) {
        await runAction(remove(person._id).unwrap(), {
          done: (r) => r.deletedCount > 0,
          success: MESSAGES.deleted,
        });
      }
    };
    const verifiedColumn: Column<Person> = {
      id: 'verified',
      header: 'Verified',
      align: 'center',
      csv: (p) => (p.verified ? 'yes' : 'no'),
      cell: (p) => (
        <Switch
          checked={Boolean(p.verified)}
          slotProps={{ input: { 'aria-label': `Verified: ${p.name}` } }}
          onChange={(e) => {
            const verified = e.target.checked;
            void runAction(setVerified({ id: p._id, verified }).unwrap(), {
              done: (r) => Boolean(r.modifiedCount),
              success: verified ? PROFILE_MESSAGES.verifiedOn : PROFILE_MESSAGES.verifiedOff,
            });
          }}
        />
      ),
    };
    return [
      { id: 'name', header: config.nameHeader, cell: (p) => p.name, csv: (p) => p.name },
      {
        id: 'email',
        header: 'Email',
        cell: (p) => <Link href={`mailto:${p.email}`}>{p.email}</Link>,
        csv: (p) => p.email,
      },
      { id: 'number', header: 'Phone Number', cell: (p) => p.number, csv: (p) => p.number },
      {
        id: 'role',
        header: 'Role',
        csv: (p) => p.role,
        cell: (p) => (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            {p.role === 'admin' ? (
              <>
                <Button
                  size="small"
                  variant="outlined"
                  disabled
                  startIcon={<AdminPanelSettingsIcon />}
                >
                  Admin
                </Button>
                {p._id !== myId && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Remove admin: ${p.name}`}
                    onClick={() => void onDemote(p)}
                  >
                    Remove admin
                  </Button>
                )}
              </>
            ) : (
              <Button
                size="small"
                variant="contained"
                aria-label={`Make admin: ${p.name}`}
                onClick={() => void onPromote(p)}
              >
                Make admin
              </Button>
            )}
            {p.suspended && <Chip size="small" color="warning" label="Suspended" />}
          </Stack>
        ),
      },
      ...(kind === 'tutor' ? [verifiedColumn] : []),
      {
        id: 'action',
        header: 'Action',
        align: 'center',
        cell: (p) => (
          <Stack direction="row" sx={{ justifyContent: 'center' }}>
            {p._id !== myId &&
              (p.suspended ? (
                <RowAction
                  title="Lift suspension"
                  label={`Lift suspension: ${p.name}`}
                  icon={<LockOpenIcon />}
                  onClick={() => void onSuspension(p)}
                />
              ) : (
                <RowAction
                  title="Suspend"
                  label={`Suspend ${p.name}`}
                  icon={<BlockIcon />}
                  color="warning"
                  onClick={() => void onSuspension(p)}
                />
              ))}
            <RowAction
              title="Delete"
              label={`Delete ${p.name}`}
              icon={<DeleteIcon />}
              color="error"
              onClick={() => void onDelete(p)}
            />
          </Stack>
        ),
      },
    ];
  }, [
    config.nameHeader,
    confirm,
    kind,
    myId,
    promote,
    remove,
    setAdmin,
    setSuspended,
    setVerified,
  ]);

  const total = query.data?.total;
  return (
    <CollectionShell
      title={config.title}
      count={total === undefined ? undefined : `Total ${config.plural}: ${total}`}
      toolbar={
        <>
          <SearchField label={`Search ${config.plural}`} value={list.q} onSearch={list.setQ} />
          <CsvButton
            name={list.q ? `${config.plural}-${list.q}` : config.plural}
            columns={columns}
            fetchPage={(page, limit) =>
              config.fetchPage(dispatch, { q: list.q || undefined, page, limit })
            }
            disabled={!total}
          />
        </>
      }
    >
      <CollectionTable
        label={config.title}
        columns={columns}
        query={query}
        list={list}
        busyId={busyId}
        emptyTitle={list.q ? `No ${config.plural} match “${list.q}”.` : `No ${config.plural} yet.`}
      />
      {dialog}
    </CollectionShell>
  );
}
