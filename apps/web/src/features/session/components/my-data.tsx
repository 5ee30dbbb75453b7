import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm, useErrorDialog, useToast } from '../../../components/feedback';
import { PendingButton } from '../../../components/pending-button';
import { formatMoment } from '../../../lib/format';
import { useDownloadMyData } from '../api/citizen-support-download-my-data';
import { useMyClosureRequest } from '../api/citizen-support-get-my-closure-request';
import { useRequestClosure } from '../api/citizen-support-request-closure';

/** Where the server sends the PDF of the same data (the session cookie says whose). */
export const myDataPdfPath = '/api/kvkk/verilerim.pdf';

/** Saves a value as a JSON file the browser downloads. */
function saveJson(value: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Kişisel verilerim" (KVKK art. 11): download everything as JSON or PDF. */
export function MyDataDownload() {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const download = useDownloadMyData();

  const downloadJson = async () => {
    try {
      saveJson(await download.mutateAsync(), 'verilerim.json');
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby="my-data-title">
      <Typography id="my-data-title" variant="h6" component="h2">
        {t('session.myData.title')}
      </Typography>
      <Typography>{t('session.myData.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PendingButton variant="outlined" pending={download.isPending} onClick={() => void downloadJson()}>
          {t('session.myData.downloadJson')}
        </PendingButton>
        <Button variant="outlined" component={Link} href={myDataPdfPath} download="verilerim.pdf">
          {t('session.myData.downloadPdf')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** "Hesabımı kapat": a request the municipality answers within 30 days; what goes and what the law keeps. */
export function AccountClosureRequest() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const { showError } = useErrorDialog();
  const current = useMyClosureRequest();
  const request = useRequestClosure();
  const [reason, setReason] = useState('');

  const ask = async () => {
    if (!(await confirm(t('session.myData.closeConfirm')))) return;
    try {
      await request.mutateAsync({ reason: reason.trim() || undefined });
      setReason('');
      toast(t('session.myData.closeRequested'), 'success');
    } catch (error) {
      showError(error);
    }
  };

  const latest = current.data?.request;
  const open = latest?.state === 'open';
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby="close-request-title"
      onSubmit={(event) => {
        event.preventDefault();
        void ask();
      }}
    >
      <Typography id="close-request-title" variant="h6" component="h2">
        {t('session.myData.closeTitle')}
      </Typography>
      <Typography>{t('session.myData.closeIntro')}</Typography>
      {current.data && (
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('session.myData.deleted')}
          </Typography>
          <ul>
            {current.data.deleted.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('session.myData.retained')}
          </Typography>
          <ul>
            {current.data.retained.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Box>
      )}
      {latest && (
        <Alert severity={latest.state === 'refused' ? 'warning' : 'info'} role="status">
          {latest.state === 'open'
            ? t('session.myData.openRequest', { at: formatMoment(latest.requestedAt) })
            : t('session.myData.refusedRequest', { reason: latest.decisionNote ?? '' })}
        </Alert>
      )}
      {!open && (
        <>
          <TextField
            label={t('session.myData.closeReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            helperText={t('session.myData.closeReasonHint')}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Box>
            <PendingButton type="submit" variant="outlined" color="error" size="large" pending={request.isPending}>
              {t('session.myData.close')}
            </PendingButton>
          </Box>
        </>
      )}
    </Stack>
  );
}
