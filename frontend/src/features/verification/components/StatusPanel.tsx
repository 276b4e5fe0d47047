import { Alert, AlertTitle, Typography } from '@mui/material';
import { useFormat, useT, type MessageKey } from '../../../i18n';
import { REASON_HINT, REASON_LABEL } from '../../../components/VerificationReasonDialog';
import { STATUS_LABEL } from '../labels';
import type { Verification } from '../verificationTypes';

const SEVERITY = {
  draft: 'info',
  submitted: 'info',
  approved: 'success',
  rejected: 'error',
  expired: 'warning',
} as const;

const EXPLAINED: Record<Verification['status'], MessageKey> = {
  draft: 'verification.explain.draft',
  submitted: 'verification.explain.submitted',
  approved: 'verification.explain.approved',
  rejected: 'verification.explain.rejected',
  expired: 'verification.explain.expired',
};

/** Where the request stands, and after a refusal why, the admin's note and what to send again. */
export default function StatusPanel({ verification }: { verification: Verification }) {
  const t = useT();
  const format = useFormat();
  const { status, reason, note, decidedAt, retentionDays } = verification;
  return (
    <Alert severity={SEVERITY[status]} sx={{ mb: 2 }} role="status">
      <AlertTitle>{t('verification.statusLine', { status: t(STATUS_LABEL[status]) })}</AlertTitle>
      <Typography variant="body2">
        {t(EXPLAINED[status], { days: format.number(retentionDays) })}
      </Typography>
      {decidedAt && (status === 'approved' || status === 'rejected') && (
        <Typography variant="body2">
          {t('verification.decidedAt', { date: format.date(decidedAt) })}
        </Typography>
      )}
      {status === 'rejected' && reason && (
        <>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {t('verification.rejectedReason', { reason: t(REASON_LABEL[reason]) })}
          </Typography>
          {note && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {t('verification.rejectedNote', { note })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t(REASON_HINT[reason])}
          </Typography>
        </>
      )}
    </Alert>
  );
}
