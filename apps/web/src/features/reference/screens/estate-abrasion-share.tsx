import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import {
  CodeSelect,
  currentYear,
  EmptyState,
  ErrorState,
  FilterPanel,
  intParam,
  PrintHeader,
  PrintStyles,
  TableActions,
  TableSkeleton,
  toCsv,
  useUrlState,
  YearSelect,
} from '../../../components/public-table';
import { useEstateAbrasionShares } from '../api/retrieve-estate-abrasion-shares';
import { AbrasionShareTable, pivotAbrasionShares, useAbrasionShareColumns } from '../components/abrasion-share-table';

type Key = 'yil' | 'grup';

/** SPEC §2 /EstateAbrasionShare: the wear-share table by construction type and building age. */
export default function EstateAbrasionShareScreen() {
  const { t } = useTranslation();
  const url = useUrlState<Key>();
  const year = intParam(url.get('yil'), currentYear(), 2000, 2100);
  const groupCode = url.get('grup');
  // Four groups and ten bands: the whole year's table comes at once and the group filter narrows it here.
  const query = useEstateAbrasionShares({ year });
  const { bands, groups } = pivotAbrasionShares(query.data?.items ?? []);
  const shown = groupCode ? groups.filter((group) => group.code === groupCode) : groups;
  const { csv } = useAbrasionShareColumns(bands);
  const title = t('routes.estateAbrasionShare');
  const filterSummary = [
    `${t('publicTables.year')}: ${year}`,
    groupCode ? `${t('abrasionShare.group')}: ${groups.find((g) => g.code === groupCode)?.name ?? groupCode}` : '',
  ].filter(Boolean);

  return (
    <>
      <PrintStyles />
      <PageTitle>{title}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: '75ch', '@media print': { display: 'none' } }}>
        {t('abrasionShare.intro')}
      </Typography>
      <FilterPanel
        activeCount={filterSummary.length - 1 + (year === currentYear() ? 0 : 1)}
        actions={
          <Button onClick={() => url.set({ yil: undefined, grup: undefined })}>{t('publicTables.clearFilters')}</Button>
        }
      >
        <YearSelect value={year} years={query.data?.years} onChange={(value) => url.set({ yil: value })} />
        <CodeSelect
          label={t('abrasionShare.group')}
          allLabel={t('abrasionShare.allGroups')}
          value={groupCode}
          options={groups}
          onChange={(code) => url.set({ grup: code })}
        />
      </FilterPanel>

      <PrintHeader title={title} filters={filterSummary} />
      <TableActions
        count={shown.length}
        disabled={shown.length === 0}
        fileName={`${t('abrasionShare.file')}-${year}`}
        csv={() => toCsv(csv, shown)}
      />
      {query.isPending ? (
        <TableSkeleton rows={4} />
      ) : query.isError ? (
        <ErrorState title={t('publicTables.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState>
          {groups.length === 0 ? t('publicTables.noTableForYear', { year }) : t('publicTables.empty')}
        </EmptyState>
      ) : (
        <AbrasionShareTable title={`${title} (${year})`} bands={bands} groups={shown} busy={query.isPlaceholderData} />
      )}
    </>
  );
}
