import { TablePagination } from '@mui/material';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/utils';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useT } from './hooks';

const font = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./bengali.css', () => {
  font.loads += 1;
  return {};
});

function Page() {
  const t = useT();
  useDocumentTitle(t('common.notFound.pageTitle'));
  return (
    <TablePagination
      component="div"
      count={120}
      page={0}
      rowsPerPage={10}
      onPageChange={() => undefined}
    />
  );
}

let description: HTMLMetaElement;
beforeEach(() => {
  description = document.createElement('meta');
  description.name = 'description';
  document.head.append(description);
});
afterEach(() => description.remove());

describe('I18nProvider', () => {
  it('keeps English pages, MUI strings and the description in English, the Bengali font declared for Bangla text in them', async () => {
    renderPage(<Page />, { language: 'en' });
    expect(await screen.findByText('Rows per page:')).toBeInTheDocument();
    expect(document.title).toBe('Not found · Tutor Hub');
    expect(description.content).toMatch(/^Tutor Hub connects students with tutors/);
    expect(document.documentElement.lang).toBe('en');
    // Its faces are limited to Bengali characters: declared, they download only for such text.
    await vi.waitFor(() => expect(font.loads).toBe(1));
  });

  it("puts MUI's own strings, the title, the description and <html lang> in Bangla and loads the font", async () => {
    renderPage(<Page />, { language: 'bn' });
    expect(await screen.findByText('প্রতি পৃষ্ঠায় সারি:')).toBeInTheDocument();
    expect(screen.getByText(/১–১০/)).toBeInTheDocument();
    expect(document.title).toBe('পাওয়া যায়নি · Tutor Hub');
    expect(description.content).toMatch(/^Tutor Hub শিক্ষার্থীদের/);
    expect(document.documentElement.lang).toBe('bn');
    await vi.waitFor(() => expect(font.loads).toBe(1));
  });
});
