import { MESSAGES, NOT_FOUND } from '@tutorhub/contracts';
import type { Blog } from '../../../store/apiTypes';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { answerDialog, notFound, pageOf, renderDashboard, serveMe } from '../../../test/admin';

const blog = (i: number): Blog => ({
  _id: `b${i}`,
  name: `Blog ${i}`,
  image: '',
  email: `author${i}@example.com`,
  description: '',
  publishedAt: '2024-05-01T10:00:00Z',
  publishedDate: '5/1/2024',
  time: '4:00:00 PM',
});

beforeEach(() => serveMe());

describe('Blog Collection', () => {
  it('lists blogs with name, email and date, and links to /postBlog', async () => {
    server.use(http.get(apiUrl('getBlogs'), ({ request }) => pageOf([blog(1)], request.url)));
    renderDashboard('/Dashboard/blogCollection');
    expect(await screen.findByText('Total blogs: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog 1' })).toHaveAttribute('href', '/getBlogs/b1');
    expect(screen.getByText('author1@example.com')).toBeInTheDocument();
    expect(screen.getByText('5/1/2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a blog' })).toHaveAttribute('href', '/postBlog');
  });

  it("deletes after confirming and says 'Deleted Successfully'", async () => {
    let rows = [blog(1), blog(2)];
    server.use(
      http.get(apiUrl('getBlogs'), ({ request }) => pageOf(rows, request.url)),
      http.delete(apiUrl('deleteBlog/b2'), () => {
        rows = rows.filter((b) => b._id !== 'b2');
        return HttpResponse.json({ deletedCount: 1 });
      }),
    );
    const { user } = renderDashboard('/Dashboard/blogCollection');
    await user.click(await screen.findByRole('button', { name: 'Delete Blog 2' }));
    await answerDialog(user, 'Delete');
    expect(await screen.findByText(MESSAGES.blogDeleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Blog 2' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Total blogs: 1')).toBeInTheDocument();
  });

  it('keeps the blog and shows the error when the delete fails', async () => {
    server.use(
      http.get(apiUrl('getBlogs'), ({ request }) => pageOf([blog(1)], request.url)),
      http.delete(apiUrl('deleteBlog/b1'), () => notFound(NOT_FOUND.blog)),
    );
    const { user } = renderDashboard('/Dashboard/blogCollection');
    await user.click(await screen.findByRole('button', { name: 'Delete Blog 1' }));
    await answerDialog(user, 'Delete');
    expect(await screen.findByText(NOT_FOUND.blog)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog 1' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.blogDeleted)).not.toBeInTheDocument();
  });

  it('reads in Bangla, the date with Bengali digits, and confirms the delete in Bangla', async () => {
    server.use(
      http.get(apiUrl('getBlogs'), ({ request }) => pageOf([blog(1)], request.url)),
      http.delete(apiUrl('deleteBlog/b1'), () => HttpResponse.json({ deletedCount: 1 })),
    );
    const { user } = renderDashboard('/Dashboard/blogCollection', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'ব্লগ তালিকা' })).toBeInTheDocument();
    expect(await screen.findByText('মোট ব্লগ: ১')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ব্লগের নাম',
      'ইমেইল',
      'তারিখ',
      'কাজ',
    ]);
    expect(screen.getByText('১ মে, ২০২৪').closest('time')).toHaveAttribute(
      'dateTime',
      '2024-05-01T10:00:00Z',
    );
    expect(screen.getByRole('link', { name: 'ব্লগ লিখুন' })).toHaveAttribute('href', '/postBlog');
    await user.click(screen.getByRole('button', { name: 'Blog 1 মুছুন' }));
    await answerDialog(user, 'মুছুন', '“Blog 1” মুছে ফেলবেন?');
    expect(await screen.findByText('সফলভাবে মুছে ফেলা হয়েছে')).toBeInTheDocument();
  });
});
