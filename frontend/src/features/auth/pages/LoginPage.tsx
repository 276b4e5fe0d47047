import GoogleIcon from '@mui/icons-material/Google';
import { Alert, Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import { MESSAGES, STUDENT_FORM_MESSAGES } from '@tutorhub/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink, useLocation, useNavigate, type Location } from 'react-router-dom';
import PasswordField from '../../../components/PasswordField';
import FormTextField from '../../../components/form/FormTextField';
import SubmitButton from '../../../components/form/SubmitButton';
import { emailRules, mui } from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { describeAuthError } from '../authErrors';
import { signIn, signInWithGoogle } from '../authService';
import AuthCard from '../components/AuthCard';

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
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const finish = () => {
    toast.success(MESSAGES.signInSuccess);
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
    <AuthCard title="Login" subtitle="Welcome back" maxWidth={460}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(e) => void onSubmit(e)}
        aria-label="Login"
      >
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <FormTextField
          id="login-email"
          label="Email"
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
          label="Password"
          autoComplete="current-password"
          fullWidth
          showLabel="Show password"
          hideLabel="Hide password"
          {...mui(register('password', { required: STUDENT_FORM_MESSAGES.password }))}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
        <SubmitButton busy={busy}>Sign in</SubmitButton>
      </Stack>
      <Divider sx={{ my: 3 }}>or</Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        disabled={busy}
        onClick={() => void onGoogle()}
      >
        Sign in with Google
      </Button>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Typography component="span">New to Tutor Hub? </Typography>
        <Link component={RouterLink} to="/">
          Create One
        </Link>
      </Box>
    </AuthCard>
  );
}
