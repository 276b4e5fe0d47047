import type { Blog, BlogRequest, InsertResult, PageQuery } from '../../app/apiTypes';
import { api, listTags, queryString, toPaged, type Paged } from '../../app/api';

export const blogsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<Paged<Blog>, PageQuery | void>({
      query: (params) => `getBlogs${queryString(params ?? {})}`,
      transformResponse: (rows: Blog[], meta) => toPaged(rows, meta),
      providesTags: (result) => listTags('Blog', result),
    }),
    getBlog: build.query<Blog, string>({
      query: (id) => `getBlogs/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Blog', id }],
    }),
    postBlog: build.mutation<InsertResult, BlogRequest>({
      query: (body) => ({ url: 'postBlog', method: 'POST', body }),
      invalidatesTags: [{ type: 'Blog', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const { useGetBlogsQuery, useGetBlogQuery, usePostBlogMutation } = blogsApi;
