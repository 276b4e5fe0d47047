import { useDocumentTitle } from '../lib/useDocumentTitle';
import { NotFoundContent } from './ErrorPage';

export default function NotFoundPage() {
  useDocumentTitle('Not found');
  return <NotFoundContent />;
}
