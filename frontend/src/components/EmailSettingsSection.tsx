import { Paper, Skeleton, Typography } from '@mui/material';
import { MESSAGES, type EmailTopic } from '@tutorhub/contracts';
import NoticeSwitches, { type NoticeKind } from './NoticeSwitches';
import { ErrorState } from './PageStates';
import { useT } from '../i18n';
import { errorMessage } from '../lib/apiError';
import { toast } from '../lib/toast';
import {
  useGetEmailSettingsQuery,
  useUpdateEmailSettingsMutation,
} from '../store/endpoints/emailApi';

const KINDS: Array<NoticeKind<EmailTopic>> = [
  { key: 'hires', label: 'notifications.email.hires', help: 'notifications.email.hiresHelp' },
  { key: 'reviews', label: 'notifications.email.reviews', help: 'notifications.email.reviewsHelp' },
  {
    key: 'messages',
    label: 'notifications.email.messages',
    help: 'notifications.email.messagesHelp',
  },
  {
    key: 'jobDigest',
    label: 'notifications.email.jobDigest',
    help: 'notifications.email.jobDigestHelp',
  },
];

/**
 * The Notifications section of one's profile: which kinds of notification also come by email
 * (the daily email of new jobs only for a tutor, the one it is for). An account proved by its
 * mobile number alone has no address yet: it is told how to add one.
 */
export default function EmailSettingsSection({
  tutor,
  hasEmail,
}: {
  tutor: boolean;
  hasEmail: boolean;
}) {
  const t = useT();
  const { data, isLoading, isError, refetch } = useGetEmailSettingsQuery(undefined, {
    skip: !hasEmail,
  });
  const [update, { isLoading: saving }] = useUpdateEmailSettingsMutation();

  const change = async (key: EmailTopic, on: boolean) => {
    try {
      await update({ [key]: on }).unwrap();
      toast.success(t(on ? 'notifications.email.on' : 'notifications.email.off'));
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.actionFailed));
    }
  };

  let body;
  if (!hasEmail) {
    body = <Typography>{t('notifications.email.needsEmail')}</Typography>;
  } else if (isLoading) {
    body = <Skeleton variant="rounded" height={96} aria-label={t('notifications.email.loading')} />;
  } else if (isError || !data) {
    body = <ErrorState onRetry={() => void refetch()} />;
  } else {
    body = (
      <NoticeSwitches
        idPrefix="email"
        kinds={KINDS.filter(({ key }) => tutor || key !== 'jobDigest')}
        values={data}
        disabled={saving}
        onChange={(key, on) => void change(key, on)}
      />
    );
  }

  return (
    <Paper
      id="notifications"
      component="section"
      aria-labelledby="email-settings-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mt: 4 }}
    >
      <Typography id="email-settings-title" variant="h6" component="h2" gutterBottom>
        {t('notifications.email.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notifications.email.intro')}
      </Typography>
      {body}
    </Paper>
  );
}
