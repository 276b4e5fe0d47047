import { Button } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import CollectionPage from '../../../components/collection/CollectionPage';
import type { Column } from '../../../components/collection/CollectionTable';
import { useListParams } from '../../../components/collection/useListParams';
import { useFormat, useT } from '../../../i18n';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetVerificationQueueQuery } from '../verificationApi';
import { tutorName, type AdminVerification } from '../verificationTypes';

/** Dashboard › Verification: the requests waiting for review, the oldest first, paged. */
export default function VerificationQueuePage() {
  const t = useT();
  const format = useFormat();
  useDocumentTitle(t('verification.admin.title'));
  const list = useListParams();
  const query = useGetVerificationQueueQuery({
    status: 'submitted',
    page: list.page,
    limit: list.limit,
  });
  const columns = useMemo<Column<AdminVerification>[]>(
    () => [
      { id: 'tutor', header: t('verification.admin.tutor'), cell: (r) => tutorName(r.tutor) },
      {
        id: 'submitted',
        header: t('verification.admin.submittedAt'),
        cell: (r) => (r.submittedAt ? format.dateTime(r.submittedAt) : ''),
      },
      {
        id: 'documents',
        header: t('verification.admin.documents'),
        align: 'center',
        cell: (r) => format.number(r.documents.length),
      },
      {
        id: 'action',
        header: t('admin.action'),
        align: 'center',
        cell: (r) => (
          <Button
            size="small"
            variant="contained"
            component={RouterLink}
            to={`/Dashboard/verification/${r._id}`}
            aria-label={t('verification.admin.reviewOf', { name: tutorName(r.tutor) })}
          >
            {t('verification.admin.review')}
          </Button>
        ),
      },
    ],
    [format, t],
  );
  return (
    <CollectionPage
      title={t('verification.admin.title')}
      countLabel={(count) => t('verification.admin.count', { count })}
      columns={columns}
      query={query}
      list={list}
      emptyTitle={t('verification.admin.empty')}
    />
  );
}
