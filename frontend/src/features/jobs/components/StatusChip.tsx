import { Chip } from '@mui/material';
import { useT, useTerm } from '../../../i18n';
import type { ApplicationStatus, JobStatus } from '@tutorhub/contracts';
import { APPLICATION_STATUS_LABEL, statusColor } from '../labels';

/** A job's or an application's status, coloured by whether it is still moving. */
export default function StatusChip(props: { job: JobStatus } | { application: ApplicationStatus }) {
  const t = useT();
  const term = useTerm();
  const [status, label] =
    'job' in props
      ? [props.job, term.jobStatus(props.job)]
      : [props.application, t(APPLICATION_STATUS_LABEL[props.application])];
  return <Chip size="small" label={label} color={statusColor(status)} />;
}
