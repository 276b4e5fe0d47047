import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Button, Grid, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  CONTACT_FORM_MESSAGES as M,
  LIMITS,
  MESSAGES,
  RULE_MESSAGES,
  SITE,
  type ContactRequest,
} from '@tutorhub/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { applyFieldErrors, errorMessage } from '../../../lib/apiError';
import { EMAIL_PATTERN, mui } from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useSendContactMutation } from '../contactApi';

interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export default function ContactPage() {
  useDocumentTitle('Contact Us');
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
      toast.success(MESSAGES.contactSent);
      reset();
    } catch (err) {
      if (!applyFieldErrors(err, setError, ['name', 'email', 'message'])) {
        toast.error(errorMessage(err, MESSAGES.contactFailed));
      }
    }
  });

  const phoneHref = `tel:${SITE.supportPhone.replace(/[^\d+]/g, '')}`;

  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
          Contact Us
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Questions about tutors, courses or your account? Write to us and the {SITE.name} team will
          get back to you.
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
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={(e) => void onSubmit(e)}
            aria-label="Contact form"
          >
            <TextField
              id="contact-name"
              label="Full name"
              required
              autoComplete="name"
              {...mui(
                register('name', {
                  validate: (v) => v.trim().length > 0 || M.name,
                  maxLength: {
                    value: LIMITS.nameMax,
                    message: RULE_MESSAGES.tooLong(LIMITS.nameMax),
                  },
                }),
              )}
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
            />
            <TextField
              id="contact-email"
              label="Email"
              type="email"
              required
              autoComplete="email"
              {...mui(
                register('email', {
                  required: M.email,
                  pattern: { value: EMAIL_PATTERN, message: RULE_MESSAGES.emailFormat },
                }),
              )}
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <TextField
              id="contact-message"
              label="Message"
              multiline
              minRows={4}
              {...mui(
                register('message', {
                  maxLength: {
                    value: LIMITS.reviewMessageMax,
                    message: RULE_MESSAGES.tooLong(LIMITS.reviewMessageMax),
                  },
                }),
              )}
              error={Boolean(errors.message)}
              helperText={errors.message?.message}
            />
            <Box>
              <Button type="submit" variant="contained" size="large" disabled={isLoading}>
                Submit
              </Button>
            </Box>
          </Stack>
        </Paper>
      </Grid>
    </Grid>
  );
}
