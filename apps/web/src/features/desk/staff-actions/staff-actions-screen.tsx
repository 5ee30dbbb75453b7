import { staffActionGroupNames, staffActionNames, type StaffActionFilter } from '@ebelediye/contract/staff-audit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { PageTitle } from '../../../components/page-title';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useErrorDialog } from '../../../components/feedback';
import { formatMoment } from '../../../lib/format';
import { callOperation } from '../../../lib/api-client';
import { ApiError, errorMessageOf } from '../../../lib/errors';
import { downloadExport } from './download-export';

// /yonetim/islem-kaydi (administrators; decisions 058 and 087): the staff audit trail, newest first,
// filtered by who, which citizen, which action, which record and which days, page by page; the same
// filters as a CSV or XLSX download. A citizen's number goes in request bodies only, never an address.

type Draft = {
  staffUserName: string;
  citizen: string;
  action: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
};
const emptyDraft: Draft = { staffUserName: '', citizen: '', action: '', entity: '', entityId: '', from: '', to: '' };

const byTurkishName = (a: [string, string], b: [string, string]) => a[1].localeCompare(b[1], 'tr-TR');
const knownActions = Object.entries(staffActionNames).sort(byTurkishName);
const actionGroups = Object.entries(staffActionGroupNames).sort(byTurkishName);

function filterOf(draft: Draft): StaffActionFilter {
  const filter: StaffActionFilter = {};
  for (const key of Object.keys(draft) as (keyof Draft)[]) if (draft[key].trim()) filter[key] = draft[key].trim();
  return filter;
}

export default function StaffActionsScreen() {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const [exporting, setExporting] = useState<'csv' | 'xlsx'>();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [filter, setFilter] = useState<StaffActionFilter>({});
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: ['desk', 'GetStaffActions', filter, page],
    queryFn: () => callOperation('GetStaffActions', { ...filter, page }),
    staleTime: 0,
    meta: { handlesOwnErrors: true },
  });
  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      await downloadExport(format, filter);
    } catch (error) {
      showError(error);
    } finally {
      setExporting(undefined);
    }
  };
  const problem = (key: keyof Draft) =>
    list.error instanceof ApiError && list.error.field === key ? list.error.Message : undefined;
  const field = (key: keyof Draft, hint?: string, inputMode?: 'numeric') => (
    <TextField
      size="small"
      label={t(`audit.${key}`)}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      error={Boolean(problem(key))}
      helperText={problem(key) ?? hint}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { maxLength: 80, inputMode, autoComplete: 'off' },
        formHelperText: { role: problem(key) ? 'alert' : undefined },
      }}
      sx={{ minWidth: 160 }}
    />
  );
  const actionField = (
    <TextField
      select
      size="small"
      label={t('audit.action')}
      value={draft.action}
      onChange={(event) => setDraft({ ...draft, action: event.target.value })}
      error={Boolean(problem('action'))}
      helperText={problem('action')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      <option value="">{t('audit.anyAction')}</option>
      <optgroup label={t('audit.actionGroups')}>
        {actionGroups.map(([prefix, name]) => (
          <option key={prefix} value={prefix}>
            {name}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('audit.actionsKnown')}>
        {knownActions.map(([action, name]) => (
          <option key={action} value={action}>
            {name}
          </option>
        ))}
      </optgroup>
    </TextField>
  );
  const dayField = (key: 'from' | 'to') => (
    <DateField
      size="small"
      label={t(`audit.${key}`)}
      value={draft[key]}
      onChange={(day) => setDraft({ ...draft, [key]: day })}
      error={Boolean(problem(key))}
      helperText={problem(key)}
      sx={{ minWidth: 160 }}
    />
  );
  const data = list.data;
  return (
    <>
      <PageTitle>{t('pages.staffActions')}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('audit.intro')}</Typography>
      <Paper
        component="form"
        variant="outlined"
        aria-label={t('audit.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(filterOf(draft));
          setPage(0);
        }}
        sx={{ p: 2, mb: 3 }}
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
        >
          {field('staffUserName')}
          {field('citizen', t('audit.citizenHint'), 'numeric')}
          {actionField}
          {field('entity')}
          {field('entityId')}
          {dayField('from')}
          {dayField('to')}
          <Button type="submit" variant="contained">
            {t('audit.apply')}
          </Button>
          <Button variant="outlined" disabled={exporting !== undefined} onClick={() => void download('csv')}>
            {exporting === 'csv' ? t('audit.exporting') : t('audit.exportCsv')}
          </Button>
          <Button variant="outlined" disabled={exporting !== undefined} onClick={() => void download('xlsx')}>
            {exporting === 'xlsx' ? t('audit.exporting') : t('audit.exportXlsx')}
          </Button>
        </Stack>
      </Paper>
      {list.isError ? (
        <Alert severity="error" role="alert">
          {errorMessageOf(list.error)}
        </Alert>
      ) : !data ? (
        <Typography role="status">Yükleniyor...</Typography>
      ) : data.actions.length === 0 ? (
        <Typography component="p">{t('audit.empty')}</Typography>
      ) : (
        <>
          <Typography component="p" role="status" sx={{ mb: 1 }}>
            {t('audit.total', { total: data.total })}
          </Typography>
          <ResponsiveTable
            title={t('audit.table')}
            rows={data.actions}
            rowKey={(row) => row.id}
            columns={[
              { id: 'at', header: t('audit.at'), isRowHeader: true, nowrap: true, cell: (row) => formatMoment(row.at) },
              {
                id: 'staff',
                header: t('audit.staff'),
                cell: (row) => (row.staff ? `${row.staff.fullName} (${row.staff.userName})` : t('audit.unknownStaff')),
              },
              {
                id: 'action',
                header: t('audit.actionCol'),
                cell: (row) => (
                  <>
                    {row.actionName}
                    {row.actionName !== row.action && (
                      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                        {row.action}
                      </Typography>
                    )}
                  </>
                ),
              },
              {
                id: 'record',
                header: t('audit.record'),
                cell: (row) => [row.entity, row.entityId].filter(Boolean).join(' · ') || '—',
              },
              { id: 'subject', header: t('audit.subject'), cell: (row) => row.subjectRegistryOid ?? '—' },
              { id: 'ip', header: t('audit.ip'), cell: (row) => row.ip ?? '—' },
              {
                id: 'detail',
                header: t('audit.detail'),
                cell: (row) => (
                  <Box component="span" sx={{ display: 'block', wordBreak: 'break-word', maxWidth: 360 }}>
                    {row.detail ?? '—'}
                    <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                      {`${t('audit.requestId')}: ${row.requestId ?? '—'}`}
                    </Typography>
                  </Box>
                ),
              },
            ]}
          />
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('audit.previous')}
            </Button>
            <Button disabled={(page + 1) * data.pageSize >= data.total} onClick={() => setPage(page + 1)}>
              {t('audit.next')}
            </Button>
          </Stack>
        </>
      )}
    </>
  );
}
