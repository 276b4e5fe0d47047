import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { useState } from 'react';
import type { Paged } from '../../../store/api';
import { useT } from '../../../i18n';
import { errorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { csvFilename, downloadCsv, fetchAllPages, toCsv } from '../../../lib/csv';
import { csvColumns, type Column } from '../../../components/collection/CollectionTable';

interface Props<T extends { _id: string }> {
  /** File name stem: 'tutors' → tutors-2024-05-01.csv */
  name: string;
  columns: readonly Column<T>[];
  /** One page of the rows matching the current search and filters. */
  fetchPage: (page: number, limit: number) => Promise<Paged<T>>;
  disabled?: boolean;
}

/** 'Download CSV': every row matching the current search (all pages), built in the browser. */
export default function CsvButton<T extends { _id: string }>({
  name,
  columns,
  fetchPage,
  disabled,
}: Props<T>) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const rows = await fetchAllPages(fetchPage);
      downloadCsv(csvFilename(name), toCsv(csvColumns(columns), rows));
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.actionFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void onClick()}
      disabled={disabled || busy}
      sx={{ ml: { sm: 'auto' } }}
    >
      {busy ? t('admin.csv.preparing') : t('admin.csv.download')}
    </Button>
  );
}
