import type { Course, CourseQuery, CourseRequest, InsertResult } from '../apiTypes';
import { api, pagedList, recordById, type Paged } from '../api';

export const coursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<Paged<Course>, CourseQuery | void>(
      pagedList<Course>('Course', 'getCourse'),
    ),
    getCourse: build.query<Course, string>(recordById('Course', 'getCourse')),
    postCourse: build.mutation<InsertResult, CourseRequest>({
      query: (body) => ({ url: 'coursePost', method: 'POST', body }),
      invalidatesTags: [{ type: 'Course', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const { useGetCoursesQuery, useGetCourseQuery, usePostCourseMutation } = coursesApi;
