import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { CONTACT_FORM_MESSAGES as M, LIMITS, MESSAGES, SITE } from '@tutorhub/contracts';
import type { ContactRequest } from '../../../store/apiTypes';
import { useForm } from 'react-hook-form';
import FormStack from '../../../components/form/FormStack';
import FormTextField from '../../../components/form/FormTextField';
import SubmitButton from '../../../components/form/SubmitButton';
import { translateMessage, useT } from '../../../i18n';
import { applyFieldErrors, errorMessage } from '../../../lib/apiError';
import { emailRules, maxLength, notBlank } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useSendContactMutation } from '../contactApi';

interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export default function ContactPage() {
  const t = useT();
  useDocumentTitle(t('contact.page.title'));
  const [sendContact, { isLoading }] = useSendContactMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactValues>({ defaultValues: { name: '', email: '', message: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const body: ContactRequest = { name: values.name.trim(), email: values.email.trim() };
    if (values.message.trim()) {
      body.message = values.message.trim();
    }
    try {
      await sendContact(body).unwrap();
      toast.success(translateMessage(MESSAGES.contactSent));
      reset();
    } catch (err) {
      if (!applyFieldErrors(err, setError, ['name', 'email', 'message'])) {
        toast.error(errorMessage(err, MESSAGES.contactFailed));
      }
    }
  });

  const field = { register, errors };
  const phoneHref = `tel:${SITE.supportPhone.replace(/[^\d+]/g, '')}`;

  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
          {t('contact.page.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('contact.page.intro', { site: SITE.name })}
        </Typography>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <EmailIcon color="primary" aria-hidden />
            <Link href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</Link>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <PhoneIcon color="primary" aria-hidden />
            <Link href={phoneHref}>{SITE.supportPhone}</Link>
          </Box>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper sx={{ p: { xs: 2.5, md: 4 } }}>
          <FormStack label={t('contact.form.label')} onSubmit={onSubmit}>
            <FormTextField
              {...field}
              id="contact-name"
              label={t('contact.form.name')}
              required
              autoComplete="name"
              name="name"
              rules={{ validate: notBlank(M.name), maxLength: maxLength(LIMITS.nameMax) }}
            />
            <FormTextField
              {...field}
              id="contact-email"
              label={t('contact.form.email')}
              type="email"
              required
              autoComplete="email"
              name="email"
              rules={emailRules(M.email)}
            />
            <FormTextField
              {...field}
              id="contact-message"
              label={t('contact.form.message')}
              multiline
              minRows={4}
              name="message"
              rules={{ maxLength: maxLength(LIMITS.reviewMessageMax) }}
            />
            <Box>
              <SubmitButton busy={isLoading}>{t('contact.form.submit')}</SubmitButton>
            </Box>
          </FormStack>
        </Paper>
      </Grid>
    </Grid>
  );
}
