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
import { useAdvertisingTariff } from '../api/get-advertising-tax-annual-group-tariff-by-process-year';
import { AdvertisingTariffTable, useAdvertisingTariffColumns } from '../components/advertising-tariff-table';

type Key = 'yil' | 'grup' | 'kalem';

/** SPEC §2 /AdvertisingTaxAnnualGroupTariff: the advertising tax tariff by year, group and item. */
export default function AdvertisingTaxAnnualGroupTariffScreen() {
  const { t } = useTranslation();
  const url = useUrlState<Key>();
  const year = intParam(url.get('yil'), currentYear(), 2000, 2100);
  const groupCode = url.get('grup');
  const itemCode = url.get('kalem');
  const query = useAdvertisingTariff({ year, groupCode, itemCode });
  const data = query.data;
  const { csv } = useAdvertisingTariffColumns();
  const title = t('routes.advertisingTaxAnnualGroupTariff');
  const nameOf = (list: { code: string; name: string }[] | undefined, code: string) =>
    list?.find((item) => item.code === code)?.name ?? code;
  const filterSummary = [
    `${t('publicTables.year')}: ${year}`,
    groupCode ? `${t('advertisingTariff.group')}: ${nameOf(data?.groups, groupCode)}` : '',
    itemCode ? `${t('advertisingTariff.item')}: ${nameOf(data?.tariffItems, itemCode)}` : '',
  ].filter(Boolean);

  return (
    <>
      <PrintStyles />
      <PageTitle>{title}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: '75ch', '@media print': { display: 'none' } }}>
        {t('advertisingTariff.intro')}
      </Typography>
      <FilterPanel
        activeCount={filterSummary.length - 1 + (year === currentYear() ? 0 : 1)}
        actions={
          <Button onClick={() => url.set({ yil: undefined, grup: undefined, kalem: undefined })}>
            {t('publicTables.clearFilters')}
          </Button>
        }
      >
        <YearSelect value={year} years={data?.years} onChange={(value) => url.set({ yil: value })} />
        <CodeSelect
          label={t('advertisingTariff.group')}
          allLabel={t('advertisingTariff.allGroups')}
          value={groupCode}
          options={data?.groups ?? []}
          onChange={(code) => url.set({ grup: code })}
        />
        <CodeSelect
          label={t('advertisingTariff.item')}
          allLabel={t('advertisingTariff.allItems')}
          value={itemCode}
          options={data?.tariffItems ?? []}
          onChange={(code) => url.set({ kalem: code })}
        />
      </FilterPanel>

      <PrintHeader title={title} filters={filterSummary} />
      <TableActions
        count={data?.items.length}
        disabled={!data || data.items.length === 0}
        fileName={`${t('advertisingTariff.file')}-${year}`}
        csv={() => toCsv(csv, data?.items ?? [])}
      />
      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError ? (
        <ErrorState title={t('publicTables.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : data!.items.length === 0 ? (
        <EmptyState>
          {!data!.years.includes(year) ? t('publicTables.noTableForYear', { year }) : t('publicTables.empty')}
        </EmptyState>
      ) : (
        <AdvertisingTariffTable title={`${title} (${year})`} rows={data!.items} busy={query.isPlaceholderData} />
      )}
    </>
  );
}
