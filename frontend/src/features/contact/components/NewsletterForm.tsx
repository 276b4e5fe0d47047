import { Box, Button, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { CONTACT_FORM_MESSAGES, MESSAGES, RULE_MESSAGES } from '@tutorhub/contracts';
import { translateMessage, useT } from '../../../i18n';
import { unavailableMessage } from '../../../lib/apiError';
import { EMAIL_PATTERN, mui } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useSubscribeNewsletterMutation } from '../contactApi';

/** The footer's newsletter form: one email, POST /api/newsletter. */
export default function NewsletterForm() {
  const t = useT();
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await subscribe({ email: email.trim() }).unwrap();
      toast.success(translateMessage(MESSAGES.newsletterSubscribed));
      reset();
    } catch (err) {
      toast.error(unavailableMessage(err) ?? translateMessage(MESSAGES.newsletterFailed));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        id="newsletter-email"
        label={t('contact.newsletter.email')}
        type="email"
        size="small"
        autoComplete="email"
        {...mui(
          register('email', {
            required: CONTACT_FORM_MESSAGES.email,
            pattern: { value: EMAIL_PATTERN, message: RULE_MESSAGES.emailFormat },
          }),
        )}
        error={Boolean(errors.email)}
        helperText={errors.email?.message && translateMessage(errors.email.message)}
        sx={{
          flex: '1 1 220px',
          bgcolor: 'background.paper',
          borderRadius: 1,
          '& .MuiFormHelperText-root': { bgcolor: 'grey.900', m: 0, pt: 0.5 },
        }}
      />
      <Button type="submit" variant="contained" disabled={isLoading}>
        {t('contact.newsletter.subscribe')}
      </Button>
    </Box>
  );
}
