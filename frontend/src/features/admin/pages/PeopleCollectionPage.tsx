import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, Chip, Link, Stack, Switch } from '@mui/material';
import { MESSAGES, PROFILE_MESSAGES, type SignInMethod } from '@tutorhub/contracts';
import type {
  DeleteResult,
  PeopleQuery,
  Student,
  Tutor,
  UpdateResult,
} from '../../../store/apiTypes';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Paged } from '../../../store/api';
import { useAppDispatch } from '../../../store/store';
import { translateMessage, useT, useTerm, type MessageKey } from '../../../i18n';
import { useMe } from '../../../lib/auth/useMe';
import {
  profilesApi,
  useGetTutorsQuery,
  useRemoveTutorVerifiedMutation,
} from '../../../store/endpoints/profilesApi';
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
import CollectionPage from '../../../components/collection/CollectionPage';
import type { Column, ListQuery } from '../../../components/collection/CollectionTable';
import { emailColumn, phoneColumn, signInColumn } from '../components/contactColumns';
import { useConfirm } from '../../../components/ConfirmDialog';
import VerificationReasonDialog, {
  type ReasonAnswer,
} from '../../../components/VerificationReasonDialog';
import CsvButton from '../components/CsvButton';
import { CSV_FETCH } from '../../../lib/csv';
import RowAction from '../../../components/RowAction';
import SearchField from '../components/SearchField';
import { runAction } from '../../../lib/runAction';
import { useListParams } from '../../../components/collection/useListParams';

/** The fields of a tutor or student row that the table shows. */
export type Person = Pick<
  Student,
  '_id' | 'name' | 'role' | 'suspended' | 'signInMethods' | 'phone'
> &
  Pick<Tutor, 'email' | 'number'> &
  Partial<Pick<Tutor, 'verified'>>;

interface Trigger<R> {
  (id: string): { unwrap: () => Promise<R> };
}
interface MutationState {
  isLoading: boolean;
  originalArgs?: string;
}

/** The texts of one kind's page (each its own message: the words differ per kind in Bangla). */
interface PeopleTexts {
  title: MessageKey;
  nameHeader: MessageKey;
  /** 'Total tutors: {count}' */
  count: MessageKey;
  search: MessageKey;
  empty: MessageKey;
  /** 'No tutors match “{q}”.' */
  noMatch: MessageKey;
  /** The delete confirmation, naming the profile's {email}. */
  deleteMessage: MessageKey;
}

interface PeopleConfig {
  texts: PeopleTexts;
  /** The CSV file's name stem ('tutors') and name column: fixed English, as CSV headers are. */
  csvName: string;
  csvNameHeader: string;
  useList: (args: PeopleQuery) => ListQuery<Person>;
  usePromote: () => readonly [Trigger<UpdateResult>, MutationState];
  useDelete: () => readonly [Trigger<DeleteResult>, MutationState];
  /** One page for the CSV export (not subscribed, always fresh). */
  fetchPage: (
    dispatch: ReturnType<typeof useAppDispatch>,
    args: PeopleQuery,
  ) => Promise<Paged<Person>>;
}

export const PEOPLE: Record<'tutor' | 'student', PeopleConfig> = {
  tutor: {
    texts: {
      title: 'admin.nav.tutors',
      // The original site's 'Student Name' header on the tutor table was a copy slip.
      nameHeader: 'admin.people.tutor.nameHeader',
      count: 'admin.people.tutor.count',
      search: 'admin.people.tutor.search',
      empty: 'admin.people.tutor.empty',
      noMatch: 'admin.people.tutor.noMatch',
      deleteMessage: 'admin.people.tutor.deleteMessage',
    },
    csvName: 'tutors',
    csvNameHeader: 'Tutor Name',
    useList: useGetTutorsQuery,
    usePromote: usePromoteTutorMutation,
    useDelete: useDeleteTutorMutation,
    fetchPage: (dispatch, args) =>
      dispatch(profilesApi.endpoints.getTutors.initiate(args, CSV_FETCH)).unwrap(),
  },
  student: {
    texts: {
      title: 'admin.nav.students',
      nameHeader: 'admin.people.student.nameHeader',
      count: 'admin.people.student.count',
      search: 'admin.people.student.search',
      empty: 'admin.people.student.empty',
      noMatch: 'admin.people.student.noMatch',
      deleteMessage: 'admin.people.student.deleteMessage',
    },
    csvName: 'students',
    csvNameHeader: 'Student Name',
    useList: useGetStudentsQuery,
    usePromote: usePromoteStudentMutation,
    useDelete: useDeleteStudentMutation,
    fetchPage: (dispatch, args) =>
      dispatch(adminApi.endpoints.getStudents.initiate(args, CSV_FETCH)).unwrap(),
  },
};

const SIGN_IN_LABEL = {
  password: 'admin.people.method.password',
  phone: 'admin.people.method.phone',
  google: 'admin.people.method.google',
} as const satisfies Record<SignInMethod, MessageKey>;

/** Tutor Collection and Student Collection: the same table over either list. */
export default function PeopleCollectionPage({ kind }: { kind: keyof typeof PEOPLE }) {
  const config = PEOPLE[kind];
  const { texts } = config;
  const t = useT();
  const term = useTerm();
  const dispatch = useAppDispatch();
  const list = useListParams();
  const query = config.useList({ page: list.page, limit: list.limit, q: list.q || undefined });
  const [promote, promoteState] = config.usePromote();
  const [remove, removeState] = config.useDelete();
  const [setAdmin, setAdminState] = useSetAdminMutation();
  const [setSuspended, setSuspendedState] = useSetSuspendedMutation();
  const [removeVerified, removeVerifiedState] = useRemoveTutorVerifiedMutation();
  /** The verified tutor whose badge the admin is taking away, while the reason is asked. */
  const [unverifying, setUnverifying] = useState<Person | null>(null);
  const { confirm, confirmDelete, dialog } = useConfirm();
  const myId = useMe().me?._id;

  const busyId = [
    promoteState.isLoading && promoteState.originalArgs,
    removeState.isLoading && removeState.originalArgs,
    setAdminState.isLoading && setAdminState.originalArgs?.id,
    setSuspendedState.isLoading && setSuspendedState.originalArgs?.id,
    removeVerifiedState.isLoading && removeVerifiedState.originalArgs?.id,
  ].find((id) => typeof id === 'string');

  const columns = useMemo<Column<Person>[]>(() => {
    const onPromote = async (person: Person) => {
      const ok = await confirm({
        title: t('admin.people.promote.title'),
        message: t('admin.people.promote.message', {
          name: person.name,
          email: person.email ?? '',
        }),
        confirmLabel: t('admin.people.makeAdmin'),
      });
      if (ok) {
        await runAction(promote(person._id).unwrap(), {
          done: (r) => Boolean(r.modifiedCount),
          success: translateMessage(MESSAGES.promoted),
          notDone: t('admin.people.alreadyAdmin', { name: person.name }),
        });
      }
    };
    const onDemote = async (person: Person) => {
      const ok = await confirm({
        title: t('admin.people.demote.title'),
        message: t('admin.people.demote.message', { name: person.name, email: person.email ?? '' }),
        confirmLabel: t('admin.people.removeAdmin'),
        destructive: true,
      });
      if (ok) {
        await runAction(setAdmin({ id: person._id, kind, change: { admin: false } }).unwrap(), {
          done: (r) => Boolean(r.modifiedCount),
          success: translateMessage(MESSAGES.demoted),
          notDone: t('admin.people.notAdmin', { name: person.name }),
        });
      }
    };
    const onSuspension = async (person: Person) => {
      const suspend = !person.suspended;
      const ok = await confirm(
        suspend
          ? {
              title: t('admin.people.suspend.title', { name: person.name }),
              message: t('admin.people.suspend.message', { email: person.email ?? '' }),
              confirmLabel: t('admin.people.suspend'),
              destructive: true,
            }
          : {
              title: t('admin.people.lift.title', { name: person.name }),
              message: t('admin.people.lift.message', { email: person.email ?? '' }),
              confirmLabel: t('admin.people.liftSuspension'),
            },
      );
      if (ok) {
        await runAction(
          setSuspended({ id: person._id, kind, change: { suspended: suspend } }).unwrap(),
          {
            done: (r) => Boolean(r.modifiedCount),
            success: translateMessage(suspend ? MESSAGES.suspended : MESSAGES.unsuspended),
            notDone: t(suspend ? 'admin.people.alreadySuspended' : 'admin.people.notSuspended', {
              name: person.name,
            }),
          },
        );
      }
    };
    const onDelete = (person: Person) =>
      confirmDelete(
        {
          title: t('admin.deleteQuestion', { name: person.name }),
          message: t(texts.deleteMessage, { email: person.email ?? '' }),
        },
        () => remove(person._id).unwrap(),
        translateMessage(MESSAGES.deleted),
      );
    const verifiedColumn: Column<Person> = {
      id: 'verified',
      header: t('admin.people.verified'),
      align: 'center',
      csv: { header: 'Verified', value: (p) => (p.verified ? 'yes' : 'no') },
      // The badge comes only from an approved request: an unverified tutor links to the queue.
      cell: (p) =>
        p.verified ? (
          <Switch
            checked
            slotProps={{ input: { 'aria-label': t('admin.people.verifiedOf', { name: p.name }) } }}
            onChange={() => setUnverifying(p)}
          />
        ) : (
          <Link
            component={RouterLink}
            to="/Dashboard/verification"
            aria-label={t('admin.people.verifyByReviewOf', { name: p.name })}
          >
            {t('admin.people.verifyByReview')}
          </Link>
        ),
    };
    return [
      {
        id: 'name',
        header: t(texts.nameHeader),
        cell: (p) => p.name,
        csv: { header: config.csvNameHeader, value: (p) => p.name },
      },
      emailColumn(t('admin.email')),
      phoneColumn(t('admin.phone')),
      signInColumn(
        t('admin.people.signIn'),
        (method) => t(SIGN_IN_LABEL[method]),
        t('admin.people.verifiedPhone'),
      ),
      {
        id: 'role',
        header: t('admin.people.role'),
        csv: { header: 'Role', value: (p) => p.role },
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
                  {term.role('admin')}
                </Button>
                {p._id !== myId && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('admin.people.removeAdminOf', { name: p.name })}
                    onClick={() => void onDemote(p)}
                  >
                    {t('admin.people.removeAdmin')}
                  </Button>
                )}
              </>
            ) : (
              <Button
                size="small"
                variant="contained"
                aria-label={t('admin.people.makeAdminOf', { name: p.name })}
                onClick={() => void onPromote(p)}
              >
                {t('admin.people.makeAdmin')}
              </Button>
            )}
            {p.suspended && (
              <Chip size="small" color="warning" label={t('admin.people.suspended')} />
            )}
          </Stack>
        ),
      },
      ...(kind === 'tutor' ? [verifiedColumn] : []),
      {
        id: 'action',
        header: t('admin.action'),
        align: 'center',
        cell: (p) => (
          <Stack direction="row" sx={{ justifyContent: 'center' }}>
            {p._id !== myId &&
              (p.suspended ? (
                <RowAction
                  title={t('admin.people.liftSuspension')}
                  label={t('admin.people.liftSuspensionOf', { name: p.name })}
                  icon={<LockOpenIcon />}
                  onClick={() => void onSuspension(p)}
                />
              ) : (
                <RowAction
                  title={t('admin.people.suspend')}
                  label={t('admin.people.suspendOf', { name: p.name })}
                  icon={<BlockIcon />}
                  color="warning"
                  onClick={() => void onSuspension(p)}
                />
              ))}
            <RowAction
              title={t('admin.delete')}
              label={t('admin.deleteNamed', { name: p.name })}
              icon={<DeleteIcon />}
              color="error"
              onClick={() => void onDelete(p)}
            />
          </Stack>
        ),
      },
    ];
  }, [
    config.csvNameHeader,
    confirm,
    confirmDelete,
    kind,
    myId,
    promote,
    remove,
    setAdmin,
    setSuspended,
    t,
    term,
    texts,
  ]);

  const total = query.data?.total;
  return (
    <CollectionPage
      title={t(texts.title)}
      countLabel={(count) => t(texts.count, { count })}
      toolbar={
        <>
          <SearchField label={t(texts.search)} value={list.q} onSearch={list.setQ} />
          <CsvButton
            name={list.q ? `${config.csvName}-${list.q}` : config.csvName}
            columns={columns}
            fetchPage={(page, limit) =>
              config.fetchPage(dispatch, { q: list.q || undefined, page, limit })
            }
            disabled={!total}
          />
        </>
      }
      columns={columns}
      query={query}
      list={list}
      busyId={busyId}
      emptyTitle={list.q ? t(texts.noMatch, { q: list.q }) : t(texts.empty)}
    >
      {dialog}
      <VerificationReasonDialog
        open={unverifying !== null}
        title={t('admin.people.unverify.title', { name: unverifying?.name ?? '' })}
        message={t('admin.people.unverify.message')}
        confirmLabel={t('admin.people.unverify.confirm')}
        freeText
        onAnswer={(answer: ReasonAnswer | null) => {
          const person = unverifying;
          setUnverifying(null);
          if (person && answer) {
            void runAction(
              removeVerified({
                id: person._id,
                verified: false,
                reason: answer.note ?? '',
              }).unwrap(),
              {
                done: (r) => Boolean(r.modifiedCount),
                success: translateMessage(PROFILE_MESSAGES.verifiedOff),
              },
            );
          }
        }}
      />
    </CollectionPage>
  );
}
