import { PaginationItem, type UsePaginationItem } from '@mui/material';
import type { ThemeOptions } from '@mui/material/styles';
import type { Formatters } from './format';
import type { Translate } from './hooks';

/**
 * Every pager's labels and page numbers, and every rating's star labels, in the active
 * language. MUI's Bangla locale leaves Latin numbers in them ("পৃষ্ঠা 3-এ") and no locale
 * gives page buttons native digits, so the theme sets them once instead of each list doing it.
 */
export function muiDefaults(t: Translate, format: Formatters): ThemeOptions {
  const getItemAriaLabel = (
    type: UsePaginationItem['type'],
    page?: number | null,
    selected?: boolean,
  ): string => {
    switch (type) {
      case 'page': {
        const values = { page: format.number(page ?? 0) };
        return selected
          ? t('common.pagination.currentPage', values)
          : t('common.pagination.page', values);
      }
      case 'first':
        return t('common.pagination.first');
      case 'last':
        return t('common.pagination.last');
      case 'next':
        return t('common.pagination.next');
      default:
        return t('common.pagination.previous');
    }
  };
  return {
    components: {
      MuiPagination: {
        defaultProps: {
          'aria-label': t('common.pagination.label'),
          getItemAriaLabel,
          renderItem: (item) => (
            <PaginationItem {...item} page={item.page === null ? null : format.number(item.page)} />
          ),
        },
      },
      // The locale's star labels keep Latin digits ("4 স্টার"); these read ৪ তারা.
      MuiRating: {
        defaultProps: { getLabelText: (value: number) => t('common.rating.stars', { value }) },
      },
      // The table pager's arrows say the same as the card pagers'.
      MuiTablePagination: { defaultProps: { getItemAriaLabel } },
    },
  };
}
