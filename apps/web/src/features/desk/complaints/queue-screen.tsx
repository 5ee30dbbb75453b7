import { complaintStatusNames, type ComplaintStatus } from '@ebelediye/contract/complaints';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { turkishDate } from '../../../components/public-table/current-year';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import type { InputOf, OutputOf } from '../../../lib/api-client';
import { useComplaintQueue } from '../api/get-complaint-queue';
import { useDeskCategories } from '../api/get-desk-complaint-categories';
import { useStaffUnits } from '../api/get-staff-units';
import { useStaff } from '../staff-session';
import { NativeSelect } from './native-select';

type Filters = InputOf<'GetComplaintQueue'>;
type QueueRow = OutputOf<'GetComplaintQueue'>['complaints'][number];

/** The queue's columns; on a phone each complaint is a card of them. */
function useQueueColumns(): Column<QueueRow>[] {
  const { t } = useTranslation('desk');
  return [
    {
      id: 'trackingNo',
      header: t('complaints.trackingNo'),
      isRowHeader: true,
      cell: (row) => (
        <>
          <Link component={RouterLinkBase} to={`/yonetim/basvurular/${row.id}`}>
            {row.trackingNo}
          </Link>
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}
          >
            {row.kindName}
          </Typography>
        </>
      ),
    },
    {
      id: 'category',
      header: t('complaints.category'),
      cell: (row) => (
        <>
          {row.categoryName}
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {row.placeText}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      header: t('complaints.status'),
      cell: (row) => complaintStatusNames[row.status as ComplaintStatus],
    },
    { id: 'unit', header: t('complaints.unit'), cell: (row) => row.unit?.name ?? '—' },
    { id: 'age', header: t('complaints.age'), cell: (row) => t('complaints.ageDays', { count: row.ageDays }) },
    {
      id: 'deadline',
      header: t('complaints.deadlineCol'),
      cell: (row) => (
        <>
          {turkishDate(row.deadline)}
          {row.overdue && (
            <Box component="span" sx={{ display: 'block' }}>
              <Chip size="small" color="error" label={t('complaints.overdueChip')} />
            </Box>
          )}
        </>
      ),
    },
  ];
}

/** /yonetim/basvurular: the queue — open and overdue first — with filters by unit, category, status, age and deadline. */
export default function QueueScreen() {
  const { t } = useTranslation('desk');
  const staff = useStaff();
  const units = useStaffUnits();
  const categories = useDeskCategories();
  const [draft, setDraft] = useState({ unitId: '', categoryCode: '', status: 'open', deadline: '', minAgeDays: '' });
  const [filters, setFilters] = useState<Filters>({ status: 'open', page: 0 });
  const queue = useComplaintQueue(filters);
  const apply = (page = 0) =>
    setFilters({
      ...(draft.unitId ? { unitId: Number(draft.unitId) } : {}),
      ...(draft.categoryCode ? { categoryCode: draft.categoryCode } : {}),
      ...(draft.status ? { status: draft.status as Filters['status'] } : {}),
      ...(draft.deadline ? { deadline: draft.deadline as 'overdue' | 'due_soon' } : {}),
      ...(draft.minAgeDays && /^\d+$/.test(draft.minAgeDays) ? { minAgeDays: Number(draft.minAgeDays) } : {}),
      page,
    });
  const page = filters.page ?? 0;
  const data = queue.data;
  const columns = useQueueColumns();
  return (
    <>
      <PageTitle>{t('pages.complaints')}</PageTitle>
      <Paper
        component="form"
        variant="outlined"
        aria-label={t('complaints.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        sx={{ p: 2, mb: 3 }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          {staff.role === 'administrator' && (
            <NativeSelect
              label={t('complaints.unit')}
              value={draft.unitId}
              emptyLabel={t('complaints.all')}
              onChange={(unitId) => setDraft({ ...draft, unitId })}
              options={(units.data?.units ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
            />
          )}
          <NativeSelect
            label={t('complaints.category')}
            value={draft.categoryCode}
            emptyLabel={t('complaints.all')}
            onChange={(categoryCode) => setDraft({ ...draft, categoryCode })}
            options={(categories.data?.categories ?? []).map((c) => ({ value: c.code, label: c.name }))}
          />
          <NativeSelect
            label={t('complaints.status')}
            value={draft.status}
            emptyLabel={t('complaints.all')}
            onChange={(status) => setDraft({ ...draft, status })}
            options={[
              { value: 'open', label: t('complaints.open') },
              ...Object.entries(complaintStatusNames).map(([value, label]) => ({ value, label })),
            ]}
          />
          <NativeSelect
            label={t('complaints.deadline')}
            value={draft.deadline}
            emptyLabel={t('complaints.all')}
            onChange={(deadline) => setDraft({ ...draft, deadline })}
            options={[
              { value: 'overdue', label: t('complaints.overdue') },
              { value: 'due_soon', label: t('complaints.dueSoon') },
            ]}
          />
          <TextField
            size="small"
            label={t('complaints.minAge')}
            value={draft.minAgeDays}
            onChange={(event) => setDraft({ ...draft, minAgeDays: event.target.value.replace(/\D/g, '').slice(0, 4) })}
            slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 140 }}
          />
          <Button type="submit" variant="contained">
            {t('complaints.apply')}
          </Button>
        </Stack>
      </Paper>
      {queue.isError ? (
        <Alert severity="error">{queue.error.message}</Alert>
      ) : !data ? (
        <Typography role="status">Yükleniyor...</Typography>
      ) : data.complaints.length === 0 ? (
        <Typography component="p">{t('complaints.empty')}</Typography>
      ) : (
        <>
          <Typography component="p" role="status" sx={{ mb: 1 }}>
            {t('complaints.total', { total: data.total })}
          </Typography>
          <ResponsiveTable
            title={t('complaints.table')}
            columns={columns}
            rows={data.complaints}
            rowKey={(row) => row.id}
            tint={(row) => (row.overdue ? 'late' : undefined)}
          />
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button disabled={page === 0} onClick={() => setFilters({ ...filters, page: page - 1 })}>
              {t('complaints.previous')}
            </Button>
            <Button
              disabled={(page + 1) * data.pageSize >= data.total}
              onClick={() => setFilters({ ...filters, page: page + 1 })}
            >
              {t('complaints.next')}
            </Button>
          </Stack>
        </>
      )}
    </>
  );
}
