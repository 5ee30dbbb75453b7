import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/responsive-table';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useErrorDialog } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/errors';
import { useOpen311Keys } from '../api/get-open311-keys';
import { useIssueOpen311Key } from '../api/issue-open311-key';
import { useRevokeOpen311Key } from '../api/revoke-open311-key';
import { formatMoment } from '../../../lib/format';

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
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        aria-label={t('open311.issue')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ mb: 2, maxWidth: 640 }}
      >
        <TextField
          size="small"
          fullWidth
          label={t('open311.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={Boolean(nameError)}
          helperText={nameError}
          slotProps={{ formHelperText: { role: nameError ? 'alert' : undefined } }}
        />
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
        <ResponsiveTable
          title={t('pages.open311Keys')}
          rows={keys.data?.keys ?? []}
          rowKey={(key) => key.id}
          columns={[
            { id: 'name', header: t('open311.name'), isRowHeader: true, cell: (key) => key.name },
            { id: 'createdAt', header: t('open311.createdAt'), cell: (key) => formatMoment(key.createdAt) },
            {
              id: 'state',
              header: t('open311.state'),
              cell: (key) => (key.revoked ? t('open311.revoked') : t('open311.activeKey')),
            },
            {
              id: 'revoke',
              header: (
                <Box component="span" sx={visuallyHidden}>
                  {t('open311.revoke')}
                </Box>
              ),
              cell: (key) =>
                !key.revoked && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={`${t('open311.revoke')}: ${key.name}`}
                    onClick={() => revoke.mutate({ id: key.id })}
                  >
                    {t('open311.revoke')}
                  </Button>
                ),
            },
          ]}
        />
      )}
    </>
  );
}
