import { useEffect } from 'react';
import { SITE } from '@tutorhub/contracts';
import { translate } from '../i18n';

/** 'Page · Tutor Hub' in the active language, or the site's name alone. */
export function pageTitle(title?: string): string {
  return title ? translate('common.pageTitle', { title, site: SITE.name }) : SITE.name;
}

/** Sets document.title to 'Page · Tutor Hub'; pass the title already translated. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
