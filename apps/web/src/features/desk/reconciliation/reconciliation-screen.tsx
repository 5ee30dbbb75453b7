import { formatKurus, type ReconciliationDifference } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { useErrorDialog, useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatDay, formatMoment } from '../../../lib/format';
import { ApiError } from '../../../lib/errors';
import { useReconciliation } from './api/get-reconciliation';
import { useResolveReconciliationDifference } from './api/resolve-reconciliation-difference';
import { useRunReconciliation } from './api/run-reconciliation';

/** Yesterday on the municipality's clock, YYYY-MM-DD: the day a person most often runs again. */
function yesterdayInIstanbul(): string {
  const now = new Date(Date.now() - 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}

/** /yonetim/mutabakat (administrators): the daily reconciliation's runs and the differences still open. */
export default function ReconciliationScreen() {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const page = useReconciliation();
  const run = useRunReconciliation();
  const [day, setDay] = useState(yesterdayInIstanbul);
  const [dayError, setDayError] = useState<string>();
  const [resolving, setResolving] = useState<ReconciliationDifference>();

  const runNow = async () => {
    setDayError(undefined);
    try {
      const result = await run.mutateAsync({ day });
      toast(t('reconciliation.ran', { day: formatDay(result.day), count: result.differences.length }), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.field === 'day') setDayError(error.Message);
      else showError(error);
    }
  };

  const data = page.data;
  return (
    <>
      <PageTitle>{t('pages.reconciliation')}</PageTitle>
      <Typography component="p" sx={{ mb: 2, maxWidth: 760 }}>
        {t('reconciliation.intro')}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        aria-label={t('reconciliation.runNow')}
        onSubmit={(event) => {
          event.preventDefault();
          void runNow();
        }}
        sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}
      >
        <DateField
          size="small"
          label={t('reconciliation.day')}
          value={day}
          onChange={setDay}
          error={Boolean(dayError)}
          helperText={dayError}
          sx={{ minWidth: 180 }}
        />
        <Button type="submit" variant="contained" disabled={run.isPending}>
          {run.isPending ? t('reconciliation.running') : t('reconciliation.runNow')}
        </Button>
      </Stack>

      {page.isError && <Alert severity="error">{t('reconciliation.loadFailed')}</Alert>}

      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('reconciliation.differences')}
      </Typography>
      {data && data.differences.length === 0 && (
        <Typography component="p" sx={{ mb: 3 }}>
          {t('reconciliation.noDifferences')}
        </Typography>
      )}
      <Stack
        spacing={2}
        sx={{ mb: 3 }}
        component="ul"
        aria-label={t('reconciliation.differences')}
        style={{ padding: 0 }}
      >
        {data?.differences.map((difference) => (
          <Paper component="li" key={difference.id} variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {difference.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                formatDay(difference.day),
                difference.bankName,
                difference.orderNo && `${t('reconciliation.orderNo')}: ${difference.orderNo}`,
                difference.receiptNo && `${t('reconciliation.receiptNo')}: ${difference.receiptNo}`,
                difference.amountKurus !== null && formatKurus(difference.amountKurus),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Typography sx={{ mt: 1 }}>{difference.detail}</Typography>
            <Typography sx={{ mt: 1 }}>
              <strong>{t('reconciliation.whatToDo')}:</strong> {difference.action}
            </Typography>
            <Button
              sx={{ mt: 1 }}
              variant="outlined"
              size="small"
              aria-label={`${t('reconciliation.resolve')}: ${difference.title} ${difference.orderNo ?? ''}`.trim()}
              onClick={() => setResolving(difference)}
            >
              {t('reconciliation.resolve')}
            </Button>
          </Paper>
        ))}
      </Stack>

      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('reconciliation.runs')}
      </Typography>
      {data && data.runs.length === 0 ? (
        <Typography component="p">{t('reconciliation.noRuns')}</Typography>
      ) : (
        <ResponsiveTable
          title={t('reconciliation.runs')}
          rows={data?.runs ?? []}
          rowKey={(row) => `${row.day}-${row.bankCode}`}
          tint={(row) => (row.differencesCount > 0 ? 'late' : undefined)}
          columns={[
            {
              id: 'day',
              header: t('reconciliation.dayBank'),
              isRowHeader: true,
              cell: (row) => `${formatDay(row.day)} · ${row.bankName}`,
            },
            {
              id: 'portal',
              header: t('reconciliation.portal'),
              align: 'right',
              cell: (row) => `${row.portalCount} · ${formatKurus(row.portalTotalKurus)}`,
            },
            {
              id: 'bank',
              header: t('reconciliation.bank'),
              align: 'right',
              cell: (row) => `${row.bankCount} · ${formatKurus(row.bankTotalKurus)}`,
            },
            { id: 'unasked', header: t('reconciliation.unasked'), align: 'right', cell: (row) => row.unaskedCount },
            {
              id: 'differences',
              header: t('reconciliation.differenceCount'),
              align: 'right',
              cell: (row) => row.differencesCount,
            },
            { id: 'ranAt', header: t('reconciliation.ranAt'), cell: (row) => formatMoment(row.ranAt) },
          ]}
        />
      )}
      {resolving && <ResolveDialog difference={resolving} onClose={() => setResolving(undefined)} />}
    </>
  );
}

/** "Çözüldü": what was done, in a note kept with who and when (and in the staff audit trail). */
function ResolveDialog({ difference, onClose }: { difference: ReconciliationDifference; onClose: () => void }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const resolve = useResolveReconciliationDifference();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();

  const save = async () => {
    setNoteError(undefined);
    try {
      await resolve.mutateAsync({ id: difference.id, note });
      toast(t('reconciliation.resolved'), 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field === 'note') setNoteError(error.Message);
      else showError(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="resolve-difference-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="resolve-difference-title">{t('reconciliation.resolveTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            {difference.title}
            {difference.orderNo ? ` · ${difference.orderNo}` : ''}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={t('reconciliation.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(noteError)}
            helperText={noteError ?? t('reconciliation.noteHint')}
            slotProps={{ htmlInput: { maxLength: 1000 }, formHelperText: { role: noteError ? 'alert' : undefined } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('reconciliation.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={resolve.isPending}>
            {t('reconciliation.resolve')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
