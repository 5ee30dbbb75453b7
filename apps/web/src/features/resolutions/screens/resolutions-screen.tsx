import type { ResolutionKind } from '@ebelediye/contract';
import { isCalendarDate } from '@ebelediye/finance';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DateField } from '../../../components/date-field';
import { PageTitle } from '../../../components/page-title';
import {
  CodeSelect,
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
  turkishDate,
  useUrlState,
  YearSelect,
} from '../../../components/public-table';
import { fetchAllResolutions, type GetResolutionListInput, useResolutionList } from '../api/get-resolution-list';
import { useResolutionTypes } from '../api/get-resolution-type-list';
import { ResolutionDetail } from '../components/resolution-detail';
import { ResolutionTable, useResolutionColumns } from '../components/resolution-table';
import { paths } from '../../../app/paths';

type Key = 'yil' | 'bas' | 'bit' | 'no' | 'tur' | 'ara' | 'sayfa' | 'adet' | 'karar';
const ALL_YEARS = 'tumu';
const isoDate = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const screenOf = (kind: ResolutionKind) =>
  kind === 'council' ? paths.resolutionCouncilObservation.path : paths.resolutionCommitteeObservation.path;

/**
 * SPEC §2 /ResolutionCouncilObservation and /ResolutionComitteeObservation: the decisions of one
 * organ by year, date range, number and type, with Turkish full-text search; ?karar=<id> shows one
 * decision, so that its address can be shared.
 */
export function ResolutionsScreen({ kind }: { kind: ResolutionKind }) {
  const { t } = useTranslation();
  const url = useUrlState<Key>();
  const { pathname } = useLocation();
  const title = t(kind === 'council' ? 'routes.resolutionCouncilObservation' : 'routes.resolutionCommitteeObservation');
  const selected = intParam(url.get('karar'), 0, 1);

  if (selected > 0) {
    const rest = new URLSearchParams(url.params);
    rest.delete('karar');
    const back = rest.size > 0 ? `${pathname}?${rest}` : pathname;
    return (
      <>
        <PrintStyles />
        <ResolutionDetail
          id={selected}
          kind={kind}
          backTo={back}
          shareUrl={`${window.location.origin}${pathname}?karar=${selected}`}
          screenOf={screenOf}
        />
      </>
    );
  }
  return <ResolutionList kind={kind} title={title} />;
}

function ResolutionList({ kind, title }: { kind: ResolutionKind; title: string }) {
  const { t } = useTranslation();
  const url = useUrlState<Key>();
  const { pathname } = useLocation();
  const allYears = url.get('yil') === ALL_YEARS;
  const year = allYears ? undefined : intParam(url.get('yil'), currentYear(), 2000, 2100);
  const dateFrom = isoDate(url.get('bas'));
  const dateTo = isoDate(url.get('bit'));
  const numberParam = url.get('no');
  const number = numberParam ? intParam(numberParam, 0, 1) || undefined : undefined;
  const typeCode = url.get('tur');
  const search = url.get('ara');
  const pageSize = intParam(url.get('adet'), pageSizeOptions[0], 1, 100);
  const pageIndex = intParam(url.get('sayfa'), 1, 1) - 1;
  // A range the wrong way round is not sent; the field says why.
  const rangeIsWrong = Boolean(dateFrom && dateTo && dateFrom > dateTo);
  const input: GetResolutionListInput = {
    kind,
    year,
    dateFrom,
    dateTo: rangeIsWrong ? undefined : dateTo,
    number,
    typeCode,
    search,
    pageIndex,
    pageSize,
  };
  const query = useResolutionList(input);
  const types = useResolutionTypes(kind).data?.types ?? [];
  const linkTo = (id: number) => {
    const params = new URLSearchParams(url.params);
    params.set('karar', String(id));
    return `${pathname}?${params}`;
  };
  const { csv } = useResolutionColumns(linkTo);
  const data = query.data;
  const filter = (changes: Partial<Record<Key, string | number | undefined>>) =>
    url.set({ ...changes, sayfa: undefined });
  const filterSummary = [
    `${t('publicTables.year')}: ${year ?? t('publicTables.allYears')}`,
    dateFrom ? `${t('resolutions.dateFrom')}: ${turkishDate(dateFrom)}` : '',
    dateTo ? `${t('resolutions.dateTo')}: ${turkishDate(dateTo)}` : '',
    number ? `${t('resolutions.number')}: ${number}` : '',
    typeCode ? `${t('resolutions.type')}: ${types.find((type) => type.code === typeCode)?.name ?? typeCode}` : '',
    search ? `${t('resolutions.search')}: "${search}"` : '',
  ].filter(Boolean);
  const organ = kind === 'council' ? 'meclis' : 'encumen';

  return (
    <>
      <PrintStyles />
      <PageTitle>{title}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: '75ch', '@media print': { display: 'none' } }}>
        {t(kind === 'council' ? 'resolutions.councilIntro' : 'resolutions.committeeIntro')}
      </Typography>
      <FilterPanel
        activeCount={filterSummary.length - 1 + (year === currentYear() ? 0 : 1)}
        actions={
          <Button
            onClick={() =>
              url.set({
                yil: undefined,
                bas: undefined,
                bit: undefined,
                no: undefined,
                tur: undefined,
                ara: undefined,
                sayfa: undefined,
              })
            }
          >
            {t('publicTables.clearFilters')}
          </Button>
        }
      >
        <SearchField
          label={t('resolutions.search')}
          helperText={t('publicTables.searchHint')}
          value={search}
          onChange={(value) => filter({ ara: value })}
        />
        <YearSelect
          value={year}
          years={data?.years}
          allowAll
          onChange={(value) => filter({ yil: value ?? ALL_YEARS })}
        />
        <CodeSelect
          label={t('resolutions.type')}
          allLabel={t('resolutions.allTypes')}
          value={typeCode}
          options={types}
          onChange={(code) => filter({ tur: code })}
        />
        <TextField
          size="small"
          label={t('resolutions.number')}
          value={numberParam ?? ''}
          onChange={(event) => filter({ no: event.target.value.replace(/\D/g, '').slice(0, 6) || undefined })}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
        <DateFilter label={t('resolutions.dateFrom')} day={dateFrom} onChange={(day) => filter({ bas: day })} />
        <DateFilter
          label={t('resolutions.dateTo')}
          day={dateTo}
          onChange={(day) => filter({ bit: day })}
          error={rangeIsWrong}
          helperText={rangeIsWrong ? t('resolutions.rangeWrong') : undefined}
        />
      </FilterPanel>

      <PrintHeader title={title} filters={filterSummary} />
      <TableActions
        count={data?.totalCount}
        disabled={!data || data.totalCount === 0}
        fileName={`${t('resolutions.file', { organ })}-${year ?? 'tum-yillar'}`}
        csv={async () => toCsv(csv, await fetchAllResolutions(input))}
      />
      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError ? (
        <ErrorState title={t('publicTables.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : data!.totalCount === 0 ? (
        <EmptyState>{t('publicTables.empty')}</EmptyState>
      ) : (
        <ResolutionTable
          title={year ? `${title} (${year})` : title}
          rows={data!.items}
          linkTo={linkTo}
          busy={query.isPlaceholderData}
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

/**
 * A day in the URL's filter: what is typed stays in the field until it is a whole, real day (or
 * emptied), and only then does the list follow.
 */
function DateFilter({
  label,
  day,
  onChange,
  error,
  helperText,
}: {
  label: string;
  day: string | undefined;
  onChange: (day: string | undefined) => void;
  error?: boolean;
  helperText?: string;
}) {
  const [typed, setTyped] = useState(day ?? '');
  const [lastDay, setLastDay] = useState(day);
  // The URL changed from elsewhere ("Filtreleri temizle", back button): show its day.
  if (day !== lastDay) {
    setLastDay(day);
    setTyped(day ?? '');
  }
  return (
    <DateField
      size="small"
      label={label}
      value={typed}
      error={error}
      helperText={helperText}
      onChange={(value) => {
        setTyped(value);
        if (value === '' || isCalendarDate(value)) onChange(value || undefined);
      }}
    />
  );
}
