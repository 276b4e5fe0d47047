import GoogleIcon from '@mui/icons-material/Google';
import { Alert, Box, Button, Divider, Link, Typography } from '@mui/material';
import { MESSAGES, SITE, STUDENT_FORM_MESSAGES } from '@tutorhub/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, type Location } from 'react-router-dom';
import PasswordField from '../../../components/PasswordField';
import FormStack from '../../../components/form/FormStack';
import FormTextField from '../../../components/form/FormTextField';
import SubmitButton from '../../../components/form/SubmitButton';
import { translateMessage, useT } from '../../../i18n';
import { emailRules, mui } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useHydrated } from '../../../lib/useHydrated';
import { describeAuthError } from '../../../lib/auth/authErrors';
import { prepareSignIn, signIn, signInWithGoogle } from '../../../lib/auth/authService';
import AuthCard from '../../../components/AuthCard';
import PhoneSignInOption from '../../../components/auth/PhoneSignInOption';

interface LoginValues {
  email: string;
  password: string;
}

function redirectTarget(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (from?.pathname && from.pathname !== '/login') {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return '/';
}

export default function LoginPage() {
  const hydrated = useHydrated();
  const t = useT();
  useDocumentTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  // The app runs once the reader starts filling the form in: Firebase loads while they type.
  useEffect(prepareSignIn, []);

  const finish = () => {
    toast.success(translateMessage(MESSAGES.signInSuccess));
    void navigate(redirectTarget(location.state), { replace: true });
  };

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    setBusy(true);
    try {
      await signIn(email.trim(), password);
      finish();
    } catch (err) {
      fail(describeAuthError(err, 'signIn'));
    } finally {
      setBusy(false);
    }
  });

  const onGoogle = async () => {
    setError(null);
    setBusy(true);
    try {
      await signInWithGoogle();
      finish();
    } catch (err) {
      fail(describeAuthError(err, 'google'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} maxWidth={460}>
      <FormStack label={t('auth.login.title')} onSubmit={onSubmit}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <FormTextField
          id="login-email"
          label={t('auth.login.email')}
          type="email"
          autoComplete="email"
          fullWidth
          name="email"
          register={register}
          errors={errors}
          rules={emailRules(STUDENT_FORM_MESSAGES.email)}
        />
        <PasswordField
          id="login-password"
          label={t('auth.login.password')}
          autoComplete="current-password"
          fullWidth
          showLabel={t('auth.login.showPassword')}
          hideLabel={t('auth.login.hidePassword')}
          {...mui(register('password', { required: STUDENT_FORM_MESSAGES.password }))}
          error={Boolean(errors.password)}
          helperText={errors.password?.message && translateMessage(errors.password.message)}
        />
        <SubmitButton busy={busy}>{t('auth.login.submit')}</SubmitButton>
      </FormStack>
      <Divider sx={{ my: 3 }}>{t('auth.login.or')}</Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        // In the prerendered page a click before hydration would do nothing: wait for the app.
        disabled={busy || !hydrated}
        onClick={() => void onGoogle()}
      >
        {t('auth.login.google')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <PhoneSignInOption onSignedIn={finish} disabled={busy} />
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Typography component="span">{t('auth.login.newHere', { site: SITE.name })} </Typography>
        <Link component={RouterLink} to="/">
          {t('auth.login.createAccount')}
        </Link>
      </Box>
    </AuthCard>
  );
}
