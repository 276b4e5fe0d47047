import { useEffect } from 'react';
import { SITE } from '@tutorhub/contracts';

export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE.name}` : SITE.name;
}

/** Sets document.title to 'Page · Tutor Hub'. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
