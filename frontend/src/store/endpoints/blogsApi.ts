import type { Blog, BlogRequest, InsertResult, PageQuery } from '../apiTypes';
import { api, pagedList, recordById, type Paged } from '../api';

export const blogsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<Paged<Blog>, PageQuery | void>(pagedList<Blog>('Blog', 'getBlogs')),
    getBlog: build.query<Blog, string>(recordById('Blog', 'getBlogs')),
    postBlog: build.mutation<InsertResult, BlogRequest>({
      query: (body) => ({ url: 'postBlog', method: 'POST', body }),
      invalidatesTags: [{ type: 'Blog', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const { useGetBlogsQuery, useGetBlogQuery, usePostBlogMutation } = blogsApi;
