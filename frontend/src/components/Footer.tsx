import { Box, Button, Container, Grid, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CONTACT_FORM_MESSAGES, MESSAGES, RULE_MESSAGES, SITE } from '@tutorhub/contracts';
import { useSubscribeNewsletterMutation } from '../features/contact/contactApi';
import { unavailableMessage } from '../lib/apiError';
import { EMAIL_PATTERN, mui } from '../lib/form';

export default function Footer() {
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
      toast.success(MESSAGES.newsletterSubscribed);
      reset();
    } catch (err) {
      toast.error(unavailableMessage(err) ?? MESSAGES.newsletterFailed);
    }
  });

  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 8, pt: 6, pb: 3 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} gutterBottom>
              {SITE.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'grey.400', maxWidth: 420 }}>
              {SITE.name} connects students with tutors for one-on-one and group sessions, with
              courses and study materials to keep learning going between lessons.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} gutterBottom>
              Newsletter
            </Typography>
            <Box
              component="form"
              noValidate
              onSubmit={(e) => void onSubmit(e)}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <TextField
                id="newsletter-email"
                label="Your email"
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
                helperText={errors.email?.message}
                sx={{
                  flex: '1 1 220px',
                  bgcolor: 'background.paper',
                  borderRadius: 1,
                  '& .MuiFormHelperText-root': { bgcolor: 'grey.900', m: 0, pt: 0.5 },
                }}
              />
              <Button type="submit" variant="contained" disabled={isLoading}>
                Subscribe
              </Button>
            </Box>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ color: 'grey.400', textAlign: 'center', mt: 5 }}>
          © {SITE.copyrightYear} {SITE.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
