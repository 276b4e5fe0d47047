import ReplayIcon from '@mui/icons-material/Replay';
import {
  Box,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { FailedEmail } from '../../../store/apiTypes';
import { EmptyState, ErrorState } from '../../../components/PageStates';
import { translate, useFormat, useT, type MessageKey } from '../../../i18n';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import RowAction from '../../../components/RowAction';
import { runAction } from '../../../lib/runAction';
import { useGetEmailReportQuery, useRetryEmailMutation } from '../../../store/endpoints/emailApi';
import CountTiles from '../components/CountTiles';
import { NOTIFICATION_LABELS } from '../labels';

const STATES: Array<{ key: 'queued' | 'sent' | 'failed'; label: MessageKey }> = [
  { key: 'queued', label: 'admin.email.queued' },
  { key: 'sent', label: 'admin.email.sent' },
  { key: 'failed', label: 'admin.email.failed' },
];

/** Dashboard › Email: the last 7 days by state, and the failed emails with their reason. */
export default function AdminEmailPage() {
  const t = useT();
  const format = useFormat();
  useDocumentTitle(t('admin.nav.email'));
  const { data, isLoading, isError, refetch } = useGetEmailReportQuery();
  const [retry, retryState] = useRetryEmailMutation();

  const onRetry = (email: FailedEmail) =>
    void runAction(retry(email._id).unwrap(), {
      done: (r) => Boolean(r.modifiedCount),
      success: translate('admin.email.retried'),
    });

  let body;
  if (isLoading) {
    body = <Skeleton variant="rounded" height={200} aria-label={t('admin.email.loading')} />;
  } else if (isError || !data) {
    body = <ErrorState onRetry={() => void refetch()} />;
  } else {
    body = (
      <>
        <CountTiles
          tiles={STATES.map(({ key, label }) => ({ label, value: data.counts[key] }))}
          size={{ xs: 12, sm: 4 }}
        />
        <Typography variant="h6" component="h2" gutterBottom>
          {t('admin.email.failedTitle')}
        </Typography>
        {data.failed.length === 0 ? (
          <EmptyState title={t('admin.email.noneFailed')} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('admin.email.failedTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('admin.email.when')}</TableCell>
                  <TableCell>{t('admin.email.to')}</TableCell>
                  <TableCell>{t('admin.email.kind')}</TableCell>
                  <TableCell>{t('admin.email.reason')}</TableCell>
                  <TableCell align="right">{t('admin.email.attempts')}</TableCell>
                  <TableCell align="center">{t('admin.email.action')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.failed.map((email) => (
                  <TableRow key={email._id}>
                    <TableCell>
                      <time dateTime={email.createdAt}>{format.dateTime(email.createdAt)}</time>
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{email.to}</TableCell>
                    <TableCell>{t(NOTIFICATION_LABELS[email.type])}</TableCell>
                    <TableCell>{email.reason}</TableCell>
                    <TableCell align="right">{format.number(email.attempts)}</TableCell>
                    <TableCell align="center">
                      <RowAction
                        title={t('admin.email.retry')}
                        label={t('admin.email.retryLabel', { to: email.to })}
                        icon={<ReplayIcon />}
                        color="primary"
                        onClick={() => (retryState.isLoading ? undefined : onRetry(email))}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </>
    );
  }

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('admin.nav.email')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('admin.email.intro')}
      </Typography>
      {body}
    </Box>
  );
}
