import type { WebhookEndpoint } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { ResponsiveTable } from '../../../components/responsive-table';
import { ApiError } from '../../../lib/errors';
import { formatMoment } from '../../../lib/format';
import { useAddWebhookEndpoint } from './api/add-webhook-endpoint';
import { useWebhookEndpoints } from './api/get-webhook-endpoints';
import { useReplayWebhookEvents } from './api/replay-webhook-events';
import { useSetWebhookEndpointEnabled } from './api/set-webhook-endpoint-enabled';

/** "3 sa 12 dk", "45 sn": how long the oldest waiting event has waited. */
function age(seconds: number): string {
  if (seconds < 60) return `${seconds} sn`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} dk`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} sa ${minutes % 60} dk`;
  return `${Math.floor(hours / 24)} gün ${hours % 24} sa`;
}

/** /yonetim/olay-abonelikleri (administrators): the revenue system's webhook endpoints and their deliveries. */
export default function WebhookEndpointsScreen() {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const endpoints = useWebhookEndpoints();
  const add = useAddWebhookEndpoint();
  const setEnabled = useSetWebhookEndpointEnabled();
  const replay = useReplayWebhookEvents();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string>();
  const [replayId, setReplayId] = useState<number>();
  const [fromEventId, setFromEventId] = useState('');
  const [fromTime, setFromTime] = useState('');
  const [replayed, setReplayed] = useState<number>();

  const submit = async () => {
    setFieldErrors({});
    try {
      const answer = await add.mutateAsync({ url, description });
      setSecret(answer.secret);
      setUrl('');
      setDescription('');
    } catch (error) {
      if (error instanceof ApiError && error.field) setFieldErrors({ [error.field]: error.Message });
      else showError(error);
    }
  };

  const submitReplay = async (endpoint: WebhookEndpoint) => {
    setFieldErrors({});
    try {
      const answer = await replay.mutateAsync({
        id: endpoint.id,
        ...(fromEventId.trim() ? { fromEventId: fromEventId.trim() } : {}),
        ...(!fromEventId.trim() && fromTime ? { fromTime: new Date(fromTime).toISOString() } : {}),
      });
      setReplayed(answer.queued);
      setFromEventId('');
      setFromTime('');
    } catch (error) {
      if (error instanceof ApiError && error.field) setFieldErrors({ [error.field]: error.Message });
      else showError(error);
    }
  };

  const rows = endpoints.data?.endpoints ?? [];
  const replaying = rows.find((endpoint) => endpoint.id === replayId);

  return (
    <>
      <PageTitle>{t('pages.webhookEndpoints')}</PageTitle>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('events.intro')}
      </Typography>
      {rows.some((endpoint) => !endpoint.enabled && endpoint.disabledReason) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('events.disabledWarning')}
        </Alert>
      )}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        aria-label={t('events.add')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ mb: 2, maxWidth: 900 }}
      >
        <TextField
          size="small"
          fullWidth
          label={t('events.url')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={Boolean(fieldErrors.url)}
          helperText={fieldErrors.url}
          slotProps={{ formHelperText: { role: fieldErrors.url ? 'alert' : undefined } }}
        />
        <TextField
          size="small"
          fullWidth
          label={t('events.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={Boolean(fieldErrors.description)}
          helperText={fieldErrors.description}
          slotProps={{ formHelperText: { role: fieldErrors.description ? 'alert' : undefined } }}
        />
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {t('events.add')}
        </Button>
      </Stack>
      {secret && (
        <Alert severity="success" sx={{ mb: 2, wordBreak: 'break-all' }}>
          {t('events.secretShown')} <code>{secret}</code>
        </Alert>
      )}
      {endpoints.data && rows.length === 0 ? (
        <Typography component="p">{t('events.empty')}</Typography>
      ) : (
        <ResponsiveTable
          title={t('pages.webhookEndpoints')}
          rows={rows}
          rowKey={(endpoint) => endpoint.id}
          columns={[
            {
              id: 'endpoint',
              header: t('events.endpoint'),
              isRowHeader: true,
              cell: (endpoint) => (
                <>
                  {endpoint.description}
                  <Typography component="span" variant="body2" sx={{ display: 'block', wordBreak: 'break-all' }}>
                    {endpoint.url}
                  </Typography>
                </>
              ),
            },
            {
              id: 'state',
              header: t('events.state'),
              cell: (endpoint) =>
                endpoint.enabled ? (
                  t('events.enabled')
                ) : (
                  <>
                    <strong>{t('events.disabled')}</strong>
                    {endpoint.disabledReason && (
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {endpoint.disabledReason}
                      </Typography>
                    )}
                  </>
                ),
            },
            {
              id: 'deliveredUpTo',
              header: t('events.deliveredUpTo'),
              cell: (endpoint) => endpoint.deliveredUpTo ?? '—',
            },
            { id: 'waiting', header: t('events.waiting'), cell: (endpoint) => endpoint.waiting },
            {
              id: 'oldest',
              header: t('events.oldestWaiting'),
              cell: (endpoint) => (endpoint.oldestWaitingSeconds === null ? '—' : age(endpoint.oldestWaitingSeconds)),
            },
            {
              id: 'lastFailure',
              header: t('events.lastFailure'),
              cell: (endpoint) =>
                endpoint.lastFailure
                  ? `${t('events.failingSince', { at: formatMoment(endpoint.lastFailure.since) })}: ${endpoint.lastFailure.error}`
                  : '—',
            },
            {
              id: 'actions',
              header: t('events.actions'),
              cell: (endpoint) => (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    color={endpoint.enabled ? 'error' : 'primary'}
                    aria-label={`${endpoint.enabled ? t('events.disable') : t('events.enable')}: ${endpoint.description}`}
                    onClick={() => setEnabled.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
                  >
                    {endpoint.enabled ? t('events.disable') : t('events.enable')}
                  </Button>
                  <Button
                    size="small"
                    aria-label={`${t('events.replay')}: ${endpoint.description}`}
                    onClick={() => {
                      setReplayId(endpoint.id);
                      setReplayed(undefined);
                    }}
                  >
                    {t('events.replay')}
                  </Button>
                </Stack>
              ),
            },
          ]}
        />
      )}
      {replaying && (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          aria-label={`${t('events.replay')}: ${replaying.description}`}
          onSubmit={(event) => {
            event.preventDefault();
            void submitReplay(replaying);
          }}
          sx={{ mt: 2, maxWidth: 900 }}
        >
          <TextField
            size="small"
            label={t('events.fromEventId')}
            placeholder="evt_1234"
            value={fromEventId}
            onChange={(e) => setFromEventId(e.target.value)}
            error={Boolean(fieldErrors.fromEventId)}
            helperText={fieldErrors.fromEventId ?? t('events.replayHint')}
            slotProps={{ formHelperText: { role: fieldErrors.fromEventId ? 'alert' : undefined } }}
          />
          <TextField
            size="small"
            type="datetime-local"
            label={t('events.fromTime')}
            value={fromTime}
            onChange={(e) => setFromTime(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="contained" disabled={replay.isPending}>
            {t('events.replaySubmit')}
          </Button>
        </Stack>
      )}
      {replayed !== undefined && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('events.replayed', { count: replayed })}
        </Alert>
      )}
    </>
  );
}
