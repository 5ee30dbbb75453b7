import { intParam, Pagination, pageSizeOptions, SearchField, toCsv } from '../../../components/public-table';
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
import { type ReferenceTableConfig, ReferenceTableScreen } from './reference-table-screen';

const sortFields = ['street', 'district', 'value'] as const;
type SortField = (typeof sortFields)[number];

/** SPEC §2 /EstateStreetValuation: arsa m² unit values by year, district and street. */
const config: ReferenceTableConfig<'mahalle' | 'sokak' | 'ara' | 'sirala' | 'yon' | 'sayfa' | 'adet'> = {
  titleKey: 'routes.estateStreetValuation',
  introKey: 'streetValuation.intro',
  fileKey: 'streetValuation.file',
  clearParams: ['mahalle', 'sokak', 'ara', 'sirala', 'yon', 'sayfa'],
  // Any change of filter starts again from the first page.
  pageParam: 'sayfa',
  useView: ({ t, url, year, setFilter }) => {
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
    const data = query.data;
    const hasFilters = Boolean(districtCode || search);

    return {
      query,
      years: data?.years,
      filters: [
        {
          control: (
            <DistrictSelect
              label={t('streetValuation.district')}
              allLabel={t('streetValuation.allDistricts')}
              value={districtCode}
              onChange={(code) => setFilter({ mahalle: code, sokak: undefined })}
            />
          ),
          summary: districtCode
            ? `${t('streetValuation.district')}: ${districts.find((d) => d.code === districtCode)?.name ?? districtCode}`
            : '',
        },
        {
          control: (
            <StreetSelect
              label={t('streetValuation.street')}
              hint={t('streetValuation.streetHint')}
              noOptionsText={t('streetValuation.noStreets')}
              loadingText={t('common.loading')}
              districtCode={districtCode}
              value={streetCode}
              onChange={(code) => setFilter({ sokak: code })}
            />
          ),
          summary: streetCode
            ? `${t('streetValuation.street')}: ${streets.find((s) => s.code === streetCode)?.name ?? streetCode}`
            : '',
        },
        {
          control: (
            <SearchField
              label={t('streetValuation.search')}
              helperText={t('publicTables.searchHint')}
              value={search}
              onChange={(value) => setFilter({ ara: value })}
            />
          ),
          summary: search ? `${t('streetValuation.search')}: "${search}"` : '',
        },
      ],
      count: data?.totalCount,
      rowCount: data?.totalCount ?? 0,
      noTableForYear: !hasFilters && !data?.years.includes(year),
      csv: async () => toCsv(csv, await fetchAllEstateStreetValuations(input)),
      table: (title) => (
        <StreetValuationTable
          title={title}
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
      ),
    };
  },
};

export default function EstateStreetValuationScreen() {
  return <ReferenceTableScreen config={config} />;
}
