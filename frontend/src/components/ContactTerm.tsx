import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Box, Link } from '@mui/material';
import { useT } from '../i18n';
import { Term } from './TermList';

const KINDS = {
  email: { scheme: 'mailto', Icon: EmailIcon },
  phone: { scheme: 'tel', Icon: PhoneIcon },
} as const;

/**
 * A TermList term whose value is an email address or phone number, as a link that writes or
 * calls, led by its icon; nothing when the value is not shown to the caller. A number that is
 * the account's own verified mobile number (`verified`) carries the mark that says so.
 */
export default function ContactTerm({
  kind,
  label,
  value,
  verified = false,
}: {
  kind: keyof typeof KINDS;
  label: string;
  value: string | null | undefined;
  verified?: boolean;
}) {
  const t = useT();
  if (!value) {
    return null;
  }
  const { scheme, Icon } = KINDS[kind];
  return (
    <Term label={label}>
      <Link href={`${scheme}:${value}`} sx={{ display: 'inline-flex', gap: 0.5 }}>
        <Icon fontSize="small" aria-hidden />
        {value}
      </Link>
      {verified && (
        <Box
          component="span"
          sx={{ display: 'inline-flex', gap: 0.5, ml: 1, color: 'success.main' }}
        >
          <VerifiedUserIcon fontSize="small" aria-hidden />
          {t('common.numberVerified')}
        </Box>
      )}
    </Term>
  );
}
