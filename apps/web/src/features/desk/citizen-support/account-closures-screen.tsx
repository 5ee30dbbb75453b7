import { type DeskClosureRequest, deletedOnClosure, retainedUnderLaw } from '@ebelediye/contract/citizen-support';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm, useErrorDialog, useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatMoment } from '../../../lib/format';
import { ApiError } from '../../../lib/errors';
import { useStaff } from '../staff-session';
import { useCompleteClosure } from './api/citizen-support-complete-closure';
import { useClosureRequests } from './api/citizen-support-get-closure-requests';
import { useRefuseClosure } from './api/citizen-support-refuse-closure';

/**
 * /yonetim/hesap-kapatma: open account closure requests (KVKK art. 11), oldest first with the days
 * left of the 30 the law gives. A revenue supervisor or an administrator completes or refuses one.
 */
export default function AccountClosuresScreen() {
  const { t } = useTranslation('desk');
  const staff = useStaff();
  const { showError } = useErrorDialog();
  const confirm = useConfirm();
  const toast = useToast();
  const list = useClosureRequests();
  const complete = useCompleteClosure();
  const [refusing, setRefusing] = useState<DeskClosureRequest>();
  const mayDecide = staff.role === 'revenue_supervisor' || staff.role === 'administrator';

  const completeOne = async (request: DeskClosureRequest) => {
    if (!(await confirm(t('accountClosures.completeConfirm', { name: request.name })))) return;
    try {
      await complete.mutateAsync({ id: request.id });
      toast(t('accountClosures.completed'), 'success');
    } catch (error) {
      showError(error);
    }
  };

  const rows = list.data?.requests ?? [];
  return (
    <>
      <PageTitle>{t('pages.accountClosures')}</PageTitle>
      <Typography component="p" sx={{ mb: 1, maxWidth: 760 }}>
        {t('accountClosures.intro')}
      </Typography>
      <Typography component="h2" variant="h6">
        {t('accountClosures.deleted')}
      </Typography>
      <ul>
        {deletedOnClosure.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Typography component="h2" variant="h6">
        {t('accountClosures.retained')}
      </Typography>
      <ul>
        {retainedUnderLaw.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {!mayDecide && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('accountClosures.supervisorOnly')}
        </Alert>
      )}
      {list.isError && <Alert severity="error">{t('accountClosures.loadFailed')}</Alert>}
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('accountClosures.open')}
      </Typography>
      {list.data && rows.length === 0 ? (
        <Typography>{t('accountClosures.none')}</Typography>
      ) : (
        <ResponsiveTable
          title={t('accountClosures.open')}
          rows={rows}
          rowKey={(row) => row.id}
          tint={(row) => (row.daysLeft < 0 ? 'late' : undefined)}
          columns={[
            {
              id: 'name',
              header: t('accountClosures.person'),
              isRowHeader: true,
              cell: (row) => `${row.name} (${row.identityNoMasked})`,
            },
            { id: 'at', header: t('accountClosures.requestedAt'), cell: (row) => formatMoment(row.requestedAt) },
            {
              id: 'left',
              header: t('accountClosures.daysLeft'),
              align: 'right',
              cell: (row) => (row.daysLeft < 0 ? t('accountClosures.late', { count: -row.daysLeft }) : row.daysLeft),
            },
            { id: 'reason', header: t('accountClosures.reason'), cell: (row) => row.reason ?? '—' },
            {
              id: 'actions',
              header: t('accountClosures.actions'),
              isControl: true,
              cell: (row) =>
                mayDecide ? (
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="contained"
                      color="error"
                      aria-label={`${t('accountClosures.complete')}: ${row.name}`}
                      disabled={complete.isPending}
                      onClick={() => void completeOne(row)}
                    >
                      {t('accountClosures.complete')}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={`${t('accountClosures.refuse')}: ${row.name}`}
                      onClick={() => setRefusing(row)}
                    >
                      {t('accountClosures.refuse')}
                    </Button>
                  </Stack>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
      {refusing && <RefuseDialog request={refusing} onClose={() => setRefusing(undefined)} />}
    </>
  );
}

function RefuseDialog({ request, onClose }: { request: DeskClosureRequest; onClose: () => void }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const refuse = useRefuseClosure();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const save = async () => {
    setReasonError(undefined);
    try {
      await refuse.mutateAsync({ id: request.id, reason });
      toast(t('accountClosures.refused'), 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field === 'reason') setReasonError(error.Message);
      else showError(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="refuse-closure-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="refuse-closure-title">{t('accountClosures.refuseTitle', { name: request.name })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            sx={{ mt: 1 }}
            label={t('accountClosures.refuseReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(reasonError)}
            helperText={reasonError ?? t('accountClosures.refuseHint')}
            slotProps={{ htmlInput: { maxLength: 1000 }, formHelperText: { role: reasonError ? 'alert' : undefined } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('accountClosures.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={refuse.isPending}>
            {t('accountClosures.refuse')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
