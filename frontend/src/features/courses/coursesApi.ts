import type { Course, CourseQuery, CourseRequest, InsertResult } from '../../app/apiTypes';
import { api, listTags, queryString, toPaged, type Paged } from '../../app/api';

export const coursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<Paged<Course>, CourseQuery | void>({
      query: (params) => `getCourse${queryString(params ?? {})}`,
      transformResponse: (rows: Course[], meta) => toPaged(rows, meta),
      providesTags: (result) => listTags('Course', result),
    }),
    getCourse: build.query<Course, string>({
      query: (id) => `getCourse/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Course', id }],
    }),
    postCourse: build.mutation<InsertResult, CourseRequest>({
      query: (body) => ({ url: 'coursePost', method: 'POST', body }),
      invalidatesTags: [{ type: 'Course', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const { useGetCoursesQuery, useGetCourseQuery, usePostCourseMutation } = coursesApi;
