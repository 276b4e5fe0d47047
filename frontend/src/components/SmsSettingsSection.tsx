import { Paper, Skeleton, Typography } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import NoticeSwitches, { type NoticeKind } from './NoticeSwitches';
import { ErrorState } from './PageStates';
import { useT } from '../i18n';
import { errorMessage } from '../lib/apiError';
import { toast } from '../lib/toast';
import type { SmsSettingsEdit } from '../store/apiTypes';
import { useGetSmsSettingsQuery, useUpdateSmsSettingsMutation } from '../store/endpoints/smsApi';

type SmsKind = keyof SmsSettingsEdit;

const KINDS: Array<NoticeKind<SmsKind>> = [
  { key: 'hires', label: 'notifications.sms.hires', help: 'notifications.sms.hiresHelp' },
  {
    key: 'applications',
    label: 'notifications.sms.applications',
    help: 'notifications.sms.applicationsHelp',
  },
  { key: 'trials', label: 'notifications.sms.trials', help: 'notifications.sms.trialsHelp' },
  {
    key: 'jobAlerts',
    label: 'notifications.sms.jobAlerts',
    help: 'notifications.sms.jobAlertsHelp',
  },
];

/**
 * Which notices also come by SMS to one's verified mobile number (the daily job alert only for
 * a tutor, the one it is for). Without a verified number there is nothing to choose yet.
 */
export default function SmsSettingsSection({ tutor }: { tutor: boolean }) {
  const t = useT();
  const { data, isLoading, isError, refetch } = useGetSmsSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateSmsSettingsMutation();

  const change = async (key: SmsKind, on: boolean) => {
    try {
      await update({ [key]: on }).unwrap();
      toast.success(t(on ? 'notifications.sms.on' : 'notifications.sms.off'));
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.actionFailed));
    }
  };

  let body;
  if (isLoading) {
    body = <Skeleton variant="rounded" height={96} aria-label={t('notifications.sms.loading')} />;
  } else if (isError || !data) {
    body = <ErrorState onRetry={() => void refetch()} />;
  } else if (!data.phone || !data.phoneVerified) {
    body = <Typography>{t('notifications.sms.needsPhone')}</Typography>;
  } else {
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('notifications.sms.to', { phone: data.phone })}
        </Typography>
        <NoticeSwitches
          idPrefix="sms"
          kinds={KINDS.filter(({ key }) => tutor || key !== 'jobAlerts')}
          values={data}
          disabled={saving}
          onChange={(key, on) => void change(key, on)}
        />
      </>
    );
  }

  return (
    <Paper
      id="sms"
      component="section"
      aria-labelledby="sms-settings-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mt: 4 }}
    >
      <Typography id="sms-settings-title" variant="h6" component="h2" gutterBottom>
        {t('notifications.sms.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notifications.sms.intro')}
      </Typography>
      {body}
    </Paper>
  );
}
