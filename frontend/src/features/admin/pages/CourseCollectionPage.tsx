import { Link, MenuItem, TextField } from '@mui/material';
import {
  COURSE_STATUS_CHOICES,
  COURSE_STATUSES,
  MESSAGES,
  type CourseStatus,
  type CourseStatusChoice,
} from '@tutorhub/contracts';
import type { Course } from '../../../app/apiTypes';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../../app/store';
import { coursesApi, useGetCoursesQuery } from '../../courses/coursesApi';
import { useDeleteCourseMutation, useUpdateCourseStatusMutation } from '../adminApi';
import CollectionShell from '../components/CollectionShell';
import CollectionTable, { type Column } from '../components/CollectionTable';
import { useConfirm } from '../components/ConfirmDialog';
import CsvButton from '../components/CsvButton';
import FilterSelect from '../components/FilterSelect';
import { runAction } from '../runAction';
import { useListParams } from '../useListParams';

const isStatus = (value: string): value is CourseStatus =>
  (COURSE_STATUSES as readonly string[]).includes(value);

/** Course Collection: every course (pending first), its status set from a dropdown. */
export default function CourseCollectionPage() {
  const dispatch = useAppDispatch();
  const list = useListParams();
  const rawStatus = list.filter('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const query = useGetCoursesQuery({ status, page: list.page, limit: list.limit });
  const [updateStatus, updateState] = useUpdateCourseStatusMutation();
  const [remove, removeState] = useDeleteCourseMutation();
  const { confirm, dialog } = useConfirm();

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
        const ok = await confirm({
          title: `Delete ${course.courseName}?`,
          message: 'The course will be removed for everyone. This cannot be undone.',
          confirmLabel: 'Delete',
          destructive: true,
        });
        if (ok) {
          await runAction(remove(course._id).unwrap(), {
            done: (r) => r.deletedCount > 0,
            success: MESSAGES.deleted,
          });
        }
        return;
      }
      await runAction(updateStatus({ id: course._id, status: next }).unwrap(), {
        done: (r) => Boolean(r.modifiedCount),
        success: MESSAGES.courseStatusUpdated,
      });
    };
    return [
      {
        id: 'courseName',
        header: 'Course Name',
        cell: (c) => c.courseName,
        csv: (c) => c.courseName,
      },
      {
        id: 'email',
        header: 'Course Email',
        cell: (c) => <Link href={`mailto:${c.email}`}>{c.email}</Link>,
        csv: (c) => c.email,
      },
      { id: 'number', header: 'Phone Number', cell: (c) => c.number, csv: (c) => c.number },
      {
        id: 'details',
        header: 'Details',
        cell: (c) => (
          <Link
            component={RouterLink}
            to={`/getCourse/${c._id}`}
            aria-label={`Details of ${c.courseName}`}
          >
            Details
          </Link>
        ),
        csv: (c) => `${window.location.origin}/getCourse/${c._id}`,
      },
      {
        id: 'status',
        header: 'Status',
        csv: (c) => c.status,
        cell: (c) => (
          <TextField
            select
            size="small"
            value={c.status}
            onChange={(e) => void onStatus(c, e.target.value as CourseStatusChoice)}
            slotProps={{ htmlInput: { 'aria-label': `Status of ${c.courseName}` } }}
            sx={{ minWidth: 130 }}
          >
            {COURSE_STATUS_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {choice}
              </MenuItem>
            ))}
          </TextField>
        ),
      },
    ];
  }, [confirm, remove, updateStatus]);

  const total = query.data?.total;
  return (
    <CollectionShell
      title="Course Collection"
      count={total === undefined ? undefined : `Total courses: ${total}`}
      toolbar={
        <>
          <FilterSelect
            label="Status"
            value={status}
            allLabel="All (pending first)"
            options={COURSE_STATUSES}
            onChange={(value) => list.setFilter('status', value)}
          />
          <CsvButton
            name={status ? `courses-${status.toLowerCase()}` : 'courses'}
            columns={columns}
            fetchPage={(page, limit) =>
              dispatch(
                coursesApi.endpoints.getCourses.initiate(
                  { status, page, limit },
                  { subscribe: false, forceRefetch: true },
                ),
              ).unwrap()
            }
            disabled={!total}
          />
        </>
      }
    >
      <CollectionTable
        label="Course Collection"
        columns={columns}
        query={query}
        list={list}
        busyId={busyId}
        emptyTitle={status ? `No ${status.toLowerCase()} courses.` : 'No courses yet.'}
      />
      {dialog}
    </CollectionShell>
  );
}
