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
import type { SmsReport, SmsRow } from '../../../store/apiTypes';
import { EmptyState, ErrorState } from '../../../components/PageStates';
import { translate, useFormat, useT, type MessageKey } from '../../../i18n';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import RowAction from '../../../components/RowAction';
import { runAction } from '../../../lib/runAction';
import { useGetSmsReportQuery, useRetrySmsMutation } from '../../../store/endpoints/smsApi';
import CountTiles from '../components/CountTiles';
import { smsKindLabel } from '../labels';

type SmsState = keyof SmsReport['byState'];

const STATES: Record<SmsState, MessageKey> = {
  sent: 'admin.sms.sent',
  queued: 'admin.sms.queued',
  failed: 'admin.sms.failed',
  limited: 'admin.sms.limited',
};

const ROW_STATES: Record<SmsRow['state'], MessageKey> = {
  ...STATES,
  sending: 'admin.sms.sending',
};

/**
 * Dashboard › SMS: this month's parts (what the gateway bills), the last 7 days by state, and
 * each recent SMS with its parts, and a failed one's reason and a retry.
 */
export default function AdminSmsPage() {
  const t = useT();
  const format = useFormat();
  useDocumentTitle(t('admin.nav.sms'));
  const { data, isLoading, isError, refetch } = useGetSmsReportQuery();
  const [retry, retryState] = useRetrySmsMutation();

  const onRetry = (sms: SmsRow) =>
    void runAction(retry(sms._id).unwrap(), {
      done: (r) => Boolean(r.modifiedCount),
      success: translate('admin.sms.retried'),
    });

  let body;
  if (isLoading) {
    body = <Skeleton variant="rounded" height={200} aria-label={t('admin.sms.loading')} />;
  } else if (isError || !data) {
    body = <ErrorState onRetry={() => void refetch()} />;
  } else {
    const figures: Array<{ label: MessageKey; value: number }> = [
      { label: 'admin.sms.partsThisMonth', value: data.partsThisMonth },
      ...(Object.keys(STATES) as SmsState[]).map((key) => ({
        label: STATES[key],
        value: data.byState[key],
      })),
    ];
    body = (
      <>
        <CountTiles tiles={figures} size={{ xs: 6, sm: 4, md: 2.4 }} />
        <Typography variant="h6" component="h2" gutterBottom>
          {t('admin.sms.recentTitle')}
        </Typography>
        {data.recent.length === 0 ? (
          <EmptyState title={t('admin.sms.empty')} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('admin.sms.recentTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('admin.sms.when')}</TableCell>
                  <TableCell>{t('admin.sms.to')}</TableCell>
                  <TableCell>{t('admin.sms.kind')}</TableCell>
                  <TableCell>{t('admin.sms.text')}</TableCell>
                  <TableCell align="right">{t('admin.sms.parts')}</TableCell>
                  <TableCell>{t('admin.sms.state')}</TableCell>
                  <TableCell>{t('admin.sms.reason')}</TableCell>
                  <TableCell align="right">{t('admin.sms.attempts')}</TableCell>
                  <TableCell align="center">{t('admin.sms.action')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.recent.map((sms) => (
                  <TableRow key={sms._id}>
                    <TableCell>
                      <time dateTime={sms.createdAt}>{format.dateTime(sms.createdAt)}</time>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{sms.to}</TableCell>
                    <TableCell>{t(smsKindLabel(sms.type))}</TableCell>
                    <TableCell sx={{ minWidth: 200 }} lang={sms.language}>
                      {sms.text}
                    </TableCell>
                    <TableCell align="right" title={sms.encoding}>
                      {format.number(sms.parts)}
                    </TableCell>
                    <TableCell>{t(ROW_STATES[sms.state])}</TableCell>
                    <TableCell>{sms.lastError}</TableCell>
                    <TableCell align="right">{format.number(sms.attempts)}</TableCell>
                    <TableCell align="center">
                      {sms.state === 'failed' && (
                        <RowAction
                          title={t('admin.sms.retry')}
                          label={t('admin.sms.retryLabel', { to: sms.to })}
                          icon={<ReplayIcon />}
                          color="primary"
                          onClick={() => (retryState.isLoading ? undefined : onRetry(sms))}
                        />
                      )}
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
        {t('admin.nav.sms')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('admin.sms.intro')}
      </Typography>
      {body}
    </Box>
  );
}
