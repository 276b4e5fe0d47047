import { Pagination, Rating, TablePagination } from '@mui/material';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/utils';

function Pagers({ onPage }: { onPage: (page: number) => void }) {
  return (
    <>
      <Pagination count={12} page={1} onChange={(_e, page) => onPage(page)} />
      <TablePagination
        component="div"
        count={14}
        page={0}
        rowsPerPage={10}
        onPageChange={() => undefined}
      />
    </>
  );
}

describe('star ratings in the theme', () => {
  it.each([
    ['en', '4 Stars', '1 Star'],
    ['bn', '৪ তারা', '১ তারা'],
  ] as const)('names each star in %s with its own digits', async (language, four, one) => {
    renderPage(<Rating name="stars" value={2} />, { language });
    expect(await screen.findByRole('radio', { name: four })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: one })).toBeInTheDocument();
  });
});

describe('pagers in the theme', () => {
  it('keeps English labels and page numbers as MUI writes them', async () => {
    const onPage = vi.fn();
    const { user } = renderPage(<Pagers onPage={onPage} />, { language: 'en' });
    expect(
      await screen.findByRole('navigation', { name: 'Pagination navigation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Go to page 12' })).toHaveTextContent(/^12$/);
    expect(screen.getAllByRole('button', { name: 'Go to next page' })).toHaveLength(2);
    expect(screen.getByText('1–10 of 14')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('reads Bangla with Bengali page numbers and still turns the page', async () => {
    const onPage = vi.fn();
    const { user } = renderPage(<Pagers onPage={onPage} />, { language: 'bn' });
    expect(await screen.findByRole('navigation', { name: 'পৃষ্ঠা বদলান' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '১ নম্বর পৃষ্ঠা' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: '১২ নম্বর পৃষ্ঠায় যান' })).toHaveTextContent(/^১২$/);
    expect(screen.queryByRole('button', { name: /[0-9]/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'পরের পৃষ্ঠায় যান' })).toHaveLength(2);
    expect(screen.getByText('১–১০ / ১৪')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '২ নম্বর পৃষ্ঠায় যান' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
