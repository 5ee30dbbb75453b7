import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../components/feedback';
import { PageTitle } from '../../components/page-title';
import { ApiError } from '../../lib/errors';
import { useIssueOpen311Key, useOpen311Keys, useRevokeOpen311Key } from '../api/complaints';
import { DeskTable } from './desk-table';
import { formatMoment } from '../../features/debts/format';

/** /yonetim/open311-anahtarlari (administrators): API keys for Open311 integrators. */
export default function Open311KeysScreen() {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const keys = useOpen311Keys();
  const issue = useIssueOpen311Key();
  const revoke = useRevokeOpen311Key();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [issued, setIssued] = useState<string>();

  const submit = async () => {
    setNameError(undefined);
    try {
      const answer = await issue.mutateAsync({ name });
      setIssued(answer.apiKey);
      setName('');
    } catch (error) {
      if (error instanceof ApiError && error.field === 'name') setNameError(error.Message);
      else showError(error);
    }
  };

  return (
    <>
      <PageTitle>{t('pages.open311Keys')}</PageTitle>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('open311.intro')}
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} aria-label={t('open311.issue')} onSubmit={(event) => { event.preventDefault(); void submit(); }} sx={{ mb: 2, maxWidth: 640 }}>
        <TextField size="small" fullWidth label={t('open311.name')} value={name} onChange={(e) => setName(e.target.value)} error={Boolean(nameError)} helperText={nameError} slotProps={{ formHelperText: { role: nameError ? 'alert' : undefined } }} />
        <Button type="submit" variant="contained" disabled={issue.isPending}>
          {t('open311.issue')}
        </Button>
      </Stack>
      {issued && (
        <Alert severity="success" sx={{ mb: 2, wordBreak: 'break-all' }}>
          {t('open311.issued')} <code>{issued}</code>
        </Alert>
      )}
      {keys.data && keys.data.keys.length === 0 ? (
        <Typography component="p">{t('open311.empty')}</Typography>
      ) : (
        <DeskTable label={t('pages.open311Keys')} columns={[t('open311.name'), t('open311.createdAt'), t('open311.state')]} actionColumn={t('open311.revoke')}>
          {(keys.data?.keys ?? []).map((key) => (
            <TableRow key={key.id}>
              <TableCell>{key.name}</TableCell>
              <TableCell>{formatMoment(key.createdAt)}</TableCell>
              <TableCell>{key.revoked ? t('open311.revoked') : t('open311.activeKey')}</TableCell>
              <TableCell>
                {!key.revoked && (
                  <Button size="small" color="error" aria-label={`${t('open311.revoke')}: ${key.name}`} onClick={() => revoke.mutate({ id: key.id })}>
                    {t('open311.revoke')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </DeskTable>
      )}
    </>
  );
}
