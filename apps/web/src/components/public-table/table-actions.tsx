import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog, useToast } from '../feedback';
import { downloadCsv } from './csv';
import { PendingButton } from '../pending-button';

interface TableActionsProps {
  /** How many rows the filters match, shown beside the buttons. */
  count?: number;
  /** The file name without ".csv". */
  fileName: string;
  /** Builds the CSV text of what is shown (may fetch every page of it). */
  csv: () => Promise<string> | string;
  disabled?: boolean;
  children?: ReactNode;
}

/** "CSV indir" and "Yazdır" above a table; hidden on paper. */
export function TableActions({ count, fileName, csv, disabled, children }: TableActionsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { showError } = useErrorDialog();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = `${fileName}.csv`;
      downloadCsv(file, await csv());
      toast(t('publicTables.csvReady', { file }), 'success');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        mb: 1.5,
        '@media print': { display: 'none' },
      }}
    >
      {count !== undefined && (
        <Typography role="status" aria-live="polite" sx={{ mr: 'auto', fontWeight: 600 }}>
          {t('publicTables.resultCount', { total: count.toLocaleString('tr-TR') })}
        </Typography>
      )}
      {children}
      <PendingButton
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={download}
        disabled={disabled}
        pending={busy}
      >
        {busy ? t('publicTables.downloadingCsv') : t('publicTables.downloadCsv')}
      </PendingButton>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={disabled}>
        {t('publicTables.print')}
      </Button>
    </Box>
  );
}
