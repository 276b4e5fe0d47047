import { Link, MenuItem, TextField } from '@mui/material';
import {
  COURSE_STATUS_CHOICES,
  COURSE_STATUSES,
  MESSAGES,
  type CourseStatus,
  type CourseStatusChoice,
} from '@tutorhub/contracts';
import type { Course } from '../../../store/apiTypes';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../../store/store';
import { translateMessage, useT, useTerm } from '../../../i18n';
import { coursesApi, useGetCoursesQuery } from '../../../store/endpoints/coursesApi';
import { useDeleteCourseMutation, useUpdateCourseStatusMutation } from '../adminApi';
import CollectionPage from '../../../components/collection/CollectionPage';
import type { Column } from '../../../components/collection/CollectionTable';
import { emailColumn, phoneColumn } from '../components/contactColumns';
import { useConfirm } from '../../../components/ConfirmDialog';
import CsvButton from '../components/CsvButton';
import { CSV_FETCH } from '../../../lib/csv';
import FilterSelect from '../../../components/collection/FilterSelect';
import { runAction } from '../../../lib/runAction';
import { useListParams } from '../../../components/collection/useListParams';

const isStatus = (value: string): value is CourseStatus =>
  (COURSE_STATUSES as readonly string[]).includes(value);

/** Course Collection: every course (pending first), its status set from a dropdown. */
export default function CourseCollectionPage() {
  const t = useT();
  const term = useTerm();
  const dispatch = useAppDispatch();
  const list = useListParams();
  const rawStatus = list.filter('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const query = useGetCoursesQuery({ status, page: list.page, limit: list.limit });
  const [updateStatus, updateState] = useUpdateCourseStatusMutation();
  const [remove, removeState] = useDeleteCourseMutation();
  const { confirmDelete, dialog } = useConfirm();

  const busyId = updateState.isLoading
    ? updateState.originalArgs?.id
    : removeState.isLoading
      ? removeState.originalArgs
      : undefined;

  const columns = useMemo<Column<Course>[]>(() => {
    const onStatus = async (course: Course, next: CourseStatusChoice) => {
      if (next === course.status) {
        return;
      }
      if (next === 'Deleted') {
        await confirmDelete(
          {
            title: t('admin.deleteQuestion', { name: course.courseName }),
            message: t('admin.courses.delete.message'),
          },
          () => remove(course._id).unwrap(),
          translateMessage(MESSAGES.deleted),
        );
        return;
      }
      await runAction(updateStatus({ id: course._id, status: next }).unwrap(), {
        done: (r) => Boolean(r.modifiedCount),
        success: translateMessage(MESSAGES.courseStatusUpdated),
      });
    };
    return [
      {
        id: 'courseName',
        header: t('admin.courses.name'),
        cell: (c) => c.courseName,
        csv: { header: 'Course Name', value: (c) => c.courseName },
      },
      emailColumn(t('admin.courses.email'), 'Course Email'),
      phoneColumn(t('admin.phone')),
      {
        id: 'details',
        header: t('admin.courses.details'),
        cell: (c) => (
          <Link
            component={RouterLink}
            to={`/getCourse/${c._id}`}
            aria-label={t('admin.courses.detailsOf', { name: c.courseName })}
          >
            {t('admin.courses.details')}
          </Link>
        ),
        csv: {
          header: 'Details',
          value: (c) => `${window.location.origin}/getCourse/${c._id}`,
        },
      },
      {
        id: 'status',
        header: t('admin.courses.status'),
        csv: { header: 'Status', value: (c) => c.status },
        cell: (c) => (
          <TextField
            select
            size="small"
            value={c.status}
            onChange={(e) => void onStatus(c, e.target.value as CourseStatusChoice)}
            slotProps={{
              htmlInput: { 'aria-label': t('admin.courses.statusOf', { name: c.courseName }) },
            }}
            sx={{ minWidth: 130 }}
          >
            {COURSE_STATUS_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {term.courseStatus(choice)}
              </MenuItem>
            ))}
          </TextField>
        ),
      },
    ];
  }, [confirmDelete, remove, t, term, updateStatus]);

  const total = query.data?.total;
  return (
    <CollectionPage
      title={t('admin.nav.courses')}
      countLabel={(count) => t('admin.courses.count', { count })}
      toolbar={
        <>
          <FilterSelect
            label={t('admin.courses.status')}
            value={status}
            allLabel={t('admin.courses.filterAll')}
            options={COURSE_STATUSES.map((s) => ({ value: s, label: term.courseStatus(s) }))}
            onChange={(value) => list.setFilter('status', value)}
          />
          <CsvButton
            name={status ? `courses-${status.toLowerCase()}` : 'courses'}
            columns={columns}
            fetchPage={(page, limit) =>
              dispatch(
                coursesApi.endpoints.getCourses.initiate({ status, page, limit }, CSV_FETCH),
              ).unwrap()
            }
            disabled={!total}
          />
        </>
      }
      columns={columns}
      query={query}
      list={list}
      busyId={busyId}
      emptyTitle={
        status ? t('admin.courses.emptyWithStatus', { status }) : t('admin.courses.empty')
      }
    >
      {dialog}
    </CollectionPage>
  );
}
