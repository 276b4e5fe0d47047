import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { Link } from '@mui/material';
import { Term } from './TermList';

const KINDS = {
  email: { scheme: 'mailto', Icon: EmailIcon },
  phone: { scheme: 'tel', Icon: PhoneIcon },
} as const;

/**
 * A TermList term whose value is an email address or phone number, as a link that writes or
 * calls, led by its icon; nothing when the value is not shown to the caller.
 */
export default function ContactTerm({
  kind,
  label,
  value,
}: {
  kind: keyof typeof KINDS;
  label: string;
  value: string | null | undefined;
}) {
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
    </Term>
  );
}
