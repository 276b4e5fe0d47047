import { useT } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { NotFoundContent } from '../components/NotFoundContent';

export default function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('common.notFound.pageTitle'));
  return <NotFoundContent />;
}
