import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm, useErrorDialog, useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { ResponsiveTable } from '../../../components/responsive-table';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ApiError } from '../../../lib/errors';
import { formatMoment } from '../../../lib/format';
import { useIntegrationClients } from '../api/get-integration-clients';
import { useIssueIntegrationClient } from '../api/issue-integration-client';
import { useRevokeIntegrationClient } from '../api/revoke-integration-client';

/** One address or range a line (commas and spaces separate too), as an administrator pastes them. */
function allowListOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** /yonetim/entegrasyon-anahtarlari (administrators): keys of the systems connected to /integration/v1. */
export default function IntegrationClientsScreen() {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const confirm = useConfirm();
  const clients = useIntegrationClients();
  const issue = useIssueIntegrationClient();
  const revoke = useRevokeIntegrationClient();
  const [name, setName] = useState('');
  const [allowList, setAllowList] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; allowList?: string }>({});
  const [issued, setIssued] = useState<string>();

  const submit = async () => {
    setFieldErrors({});
    try {
      const answer = await issue.mutateAsync({ name, allowList: allowListOf(allowList) });
      setIssued(answer.apiKey);
      setName('');
      setAllowList('');
    } catch (error) {
      if (error instanceof ApiError && error.field === 'name') setFieldErrors({ name: error.Message });
      else if (error instanceof ApiError && error.field?.startsWith('allowList'))
        setFieldErrors({ allowList: error.Message });
      else showError(error);
    }
  };

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      toast(t('integration.copied'), 'success');
    } catch {
      toast(t('integration.copyFailed'), 'warning');
    }
  };

  // A revoked key stops the connected system at once and cannot be brought back: ask first.
  const revokeClient = async (id: number, clientName: string) => {
    if (!(await confirm(t('integration.revokeConfirm', { name: clientName })))) return;
    revoke.mutate({ id });
  };

  return (
    <>
      <PageTitle>{t('pages.integrationClients')}</PageTitle>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('integration.intro')}
      </Typography>
      <Stack
        component="form"
        spacing={2}
        aria-label={t('integration.issue')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ mb: 2, maxWidth: 640 }}
      >
        <TextField
          size="small"
          fullWidth
          label={t('integration.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={Boolean(fieldErrors.name)}
          helperText={fieldErrors.name}
          slotProps={{ formHelperText: { role: fieldErrors.name ? 'alert' : undefined } }}
        />
        <TextField
          size="small"
          fullWidth
          multiline
          minRows={2}
          label={t('integration.allowList')}
          value={allowList}
          onChange={(e) => setAllowList(e.target.value)}
          error={Boolean(fieldErrors.allowList)}
          helperText={fieldErrors.allowList ?? t('integration.allowListHelp')}
          slotProps={{ formHelperText: { role: fieldErrors.allowList ? 'alert' : undefined } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={issue.isPending}>
            {t('integration.issue')}
          </Button>
        </Box>
      </Stack>
      {issued && (
        <Alert
          severity="success"
          sx={{ mb: 2, wordBreak: 'break-all' }}
          action={
            <Button color="inherit" size="small" onClick={() => void copy(issued)}>
              {t('integration.copy')}
            </Button>
          }
        >
          {t('integration.issued')} <code>{issued}</code>
        </Alert>
      )}
      {clients.data && clients.data.clients.length === 0 ? (
        <Typography component="p">{t('integration.empty')}</Typography>
      ) : (
        <ResponsiveTable
          title={t('pages.integrationClients')}
          rows={clients.data?.clients ?? []}
          rowKey={(client) => client.id}
          columns={[
            { id: 'name', header: t('integration.name'), isRowHeader: true, cell: (client) => client.name },
            { id: 'prefix', header: t('integration.prefix'), cell: (client) => <code>{client.keyPrefix}…</code> },
            {
              id: 'allowList',
              header: t('integration.allowList'),
              cell: (client) =>
                client.allowList.length === 0 ? t('integration.anyAddress') : client.allowList.join(', '),
            },
            { id: 'createdAt', header: t('integration.createdAt'), cell: (client) => formatMoment(client.createdAt) },
            { id: 'createdBy', header: t('integration.createdBy'), cell: (client) => client.createdBy ?? '' },
            {
              id: 'lastUsedAt',
              header: t('integration.lastUsedAt'),
              cell: (client) => (client.lastUsedAt ? formatMoment(client.lastUsedAt) : t('integration.never')),
            },
            {
              id: 'state',
              header: t('integration.state'),
              cell: (client) =>
                client.revokedAt
                  ? t('integration.revokedAt', { at: formatMoment(client.revokedAt) })
                  : t('integration.active'),
            },
            {
              id: 'revoke',
              header: (
                <Box component="span" sx={visuallyHidden}>
                  {t('integration.revoke')}
                </Box>
              ),
              cell: (client) =>
                !client.revokedAt && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={`${t('integration.revoke')}: ${client.name}`}
                    disabled={revoke.isPending}
                    onClick={() => void revokeClient(client.id, client.name)}
                  >
                    {t('integration.revoke')}
                  </Button>
                ),
            },
          ]}
        />
      )}
    </>
  );
}
