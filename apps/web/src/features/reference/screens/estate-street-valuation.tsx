import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import {
  currentYear,
  EmptyState,
  ErrorState,
  FilterPanel,
  intParam,
  Pagination,
  pageSizeOptions,
  PrintHeader,
  PrintStyles,
  SearchField,
  TableActions,
  TableSkeleton,
  toCsv,
  useUrlState,
  YearSelect,
} from '../../../components/public-table';
import { useActiveDistricts } from '../../../lib/api/get-district-list-from-active-address-source';
import { useStreets } from '../../../lib/api/get-street-list-without-authorization';
import { DistrictSelect } from '../../../components/address/district-select';
import { StreetSelect } from '../../../components/address/street-select';
import {
  fetchAllEstateStreetValuations,
  type RetrieveEstateStreetValuationsInput,
  useEstateStreetValuations,
} from '../api/retrieve-estate-street-valuations';
import { StreetValuationTable, useStreetValuationColumns } from '../components/street-valuation-table';

type Key = 'yil' | 'mahalle' | 'sokak' | 'ara' | 'sirala' | 'yon' | 'sayfa' | 'adet';
const sortFields = ['street', 'district', 'value'] as const;
type SortField = (typeof sortFields)[number];

/** SPEC §2 /EstateStreetValuation: arsa m² unit values by year, district and street. */
export default function EstateStreetValuationScreen() {
  const { t } = useTranslation();
  const url = useUrlState<Key>();
  const year = intParam(url.get('yil'), currentYear(), 2000, 2100);
  const districtCode = url.get('mahalle');
  const streetCode = districtCode ? url.get('sokak') : undefined;
  const search = url.get('ara');
  const sortBy: SortField = sortFields.find((field) => field === url.get('sirala')) ?? 'street';
  const sortDirection = url.get('yon') === 'desc' ? 'desc' : 'asc';
  const pageSize = intParam(url.get('adet'), pageSizeOptions[0], 1, 100);
  const pageIndex = intParam(url.get('sayfa'), 1, 1) - 1;

  const input: RetrieveEstateStreetValuationsInput = {
    year,
    districtCode,
    streetCode,
    search,
    sortBy,
    sortDirection,
    pageIndex,
    pageSize,
  };
  const query = useEstateStreetValuations(input);
  const { csv } = useStreetValuationColumns();
  const districts = useActiveDistricts().data?.districts ?? [];
  const streets = useStreets(districtCode).data?.streets ?? [];

  const title = t('routes.estateStreetValuation');
  const filterSummary = [
    `${t('publicTables.year')}: ${year}`,
    districtCode
      ? `${t('streetValuation.district')}: ${districts.find((d) => d.code === districtCode)?.name ?? districtCode}`
      : '',
    streetCode
      ? `${t('streetValuation.street')}: ${streets.find((s) => s.code === streetCode)?.name ?? streetCode}`
      : '',
    search ? `${t('streetValuation.search')}: "${search}"` : '',
  ].filter(Boolean);
  // Any change of filter starts again from the first page.
  const filter = (changes: Partial<Record<Key, string | number | undefined>>) =>
    url.set({ ...changes, sayfa: undefined });
  const data = query.data;
  const hasFilters = Boolean(districtCode || search);

  return (
    <>
      <PrintStyles />
      <PageTitle>{title}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: '75ch', '@media print': { display: 'none' } }}>
        {t('streetValuation.intro')}
      </Typography>
      <FilterPanel
        activeCount={filterSummary.length - 1 + (year === currentYear() ? 0 : 1)}
        actions={
          <Button
            onClick={() =>
              url.set({
                yil: undefined,
                mahalle: undefined,
                sokak: undefined,
                ara: undefined,
                sirala: undefined,
                yon: undefined,
                sayfa: undefined,
              })
            }
          >
            {t('publicTables.clearFilters')}
          </Button>
        }
      >
        <YearSelect value={year} years={data?.years} onChange={(value) => filter({ yil: value })} />
        <DistrictSelect
          label={t('streetValuation.district')}
          allLabel={t('streetValuation.allDistricts')}
          value={districtCode}
          onChange={(code) => filter({ mahalle: code, sokak: undefined })}
        />
        <StreetSelect
          label={t('streetValuation.street')}
          hint={t('streetValuation.streetHint')}
          noOptionsText={t('streetValuation.noStreets')}
          loadingText={t('common.loading')}
          districtCode={districtCode}
          value={streetCode}
          onChange={(code) => filter({ sokak: code })}
        />
        <SearchField
          label={t('streetValuation.search')}
          helperText={t('publicTables.searchHint')}
          value={search}
          onChange={(value) => filter({ ara: value })}
        />
      </FilterPanel>

      <PrintHeader title={title} filters={filterSummary} />
      <TableActions
        count={data?.totalCount}
        disabled={!data || data.totalCount === 0}
        fileName={`${t('streetValuation.file')}-${year}`}
        csv={async () => toCsv(csv, await fetchAllEstateStreetValuations(input))}
      />
      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError ? (
        <ErrorState title={t('publicTables.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : data!.totalCount === 0 ? (
        <EmptyState>
          {!hasFilters && !data!.years.includes(year)
            ? t('publicTables.noTableForYear', { year })
            : t('publicTables.empty')}
        </EmptyState>
      ) : (
        <StreetValuationTable
          title={`${title} (${year})`}
          rows={data!.items}
          busy={query.isPlaceholderData}
          sort={{
            by: sortBy,
            direction: sortDirection,
            onChange: (by) =>
              url.set({
                sirala: by,
                yon: by === sortBy && sortDirection === 'asc' ? 'desc' : undefined,
                sayfa: undefined,
              }),
          }}
          footer={
            <Pagination
              count={data!.totalCount}
              pageIndex={pageIndex}
              pageSize={pageSize}
              onPage={(page) => url.set({ sayfa: page === 0 ? undefined : page + 1 })}
              onPageSize={(size) => url.set({ adet: size === pageSizeOptions[0] ? undefined : size, sayfa: undefined })}
            />
          }
        />
      )}
    </>
  );
}
