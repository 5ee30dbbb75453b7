import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ParseKeys, TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
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
  useUrlState,
  YearSelect,
} from '../../../components/public-table';

type UrlChanges<Key extends string> = Partial<Record<Key, string | number | undefined>>;

/** What a table's hook gets from the screen: the URL, the year every reference table is kept by. */
export interface ReferenceTableContext<Key extends string> {
  t: TFunction;
  url: ReturnType<typeof useUrlState<Key>>;
  year: number;
  /** Sets filters in the URL; a table that pages goes back to its first page. */
  setFilter: (changes: UrlChanges<Key>) => void;
}

/** A filter: a choice from a lookup list, or a control of its own with its line for the print header. */
export type ReferenceFilter<Key extends string> =
  | {
      param: Key;
      label: string;
      allLabel: string;
      value: string | undefined;
      options: { code: string; name: string }[];
    }
  | { control: ReactNode; summary: string };

/** What a table's hook gives back for one render. */
export interface ReferenceTableView<Key extends string> {
  query: { isPending: boolean; isError: boolean; error: unknown; isPlaceholderData: boolean; refetch: () => unknown };
  years: number[] | undefined;
  filters: ReferenceFilter<Key>[];
  /** The count shown beside the CSV button. */
  count: number | undefined;
  /** Rows the table shows now (0 while nothing has loaded): no rows, no CSV and the empty state. */
  rowCount: number;
  /** Whether an empty table means the year has no table at all rather than no match. */
  noTableForYear: boolean;
  csv: () => Promise<string> | string;
  table: (title: string) => ReactNode;
}

export interface ReferenceTableConfig<Key extends string> {
  /** Translation keys of the heading, the text under it and the CSV file's name before the year. */
  titleKey: ParseKeys;
  introKey: ParseKeys;
  fileKey: ParseKeys;
  /** The URL keys "clear filters" removes. */
  clearParams: Key[];
  /** The URL key of the page number, dropped whenever a filter changes. */
  pageParam?: Key;
  skeletonRows?: number;
  useView: (context: ReferenceTableContext<Key>) => ReferenceTableView<Key>;
}

/**
 * SPEC §2 reference tables share one screen: heading, filters in the URL with the year first, CSV,
 * print header, and loading, error, empty or table below. Each table's config says what differs.
 */
export function ReferenceTableScreen<Key extends string>({ config }: { config: ReferenceTableConfig<Key> }) {
  const { t } = useTranslation();
  // Keys are checked where each table's config names them; here they are only passed through.
  const url = useUrlState<string>();
  const year = intParam(url.get('yil'), currentYear(), 2000, 2100);
  const setFilter = (changes: UrlChanges<string>) =>
    url.set(config.pageParam ? { ...changes, [config.pageParam]: undefined } : changes);
  const view = config.useView({ t, url, year, setFilter });
  const { query } = view;
  const title = t(config.titleKey);
  const filterSummary = [
    `${t('publicTables.year')}: ${year}`,
    ...view.filters.map((filter) =>
      'control' in filter
        ? filter.summary
        : filter.value
          ? `${filter.label}: ${filter.options.find((option) => option.code === filter.value)?.name ?? filter.value}`
          : '',
    ),
  ].filter(Boolean);
  const cleared = Object.fromEntries(['yil', ...config.clearParams].map((key) => [key, undefined]));

  return (
    <>
      <PrintStyles />
      <PageTitle>{title}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: '75ch', '@media print': { display: 'none' } }}>
        {t(config.introKey)}
      </Typography>
      <FilterPanel
        activeCount={filterSummary.length - 1 + (year === currentYear() ? 0 : 1)}
        actions={<Button onClick={() => url.set(cleared)}>{t('publicTables.clearFilters')}</Button>}
      >
        <YearSelect value={year} years={view.years} onChange={(value) => setFilter({ yil: value })} />
        {view.filters.map((filter, index) =>
          'control' in filter ? (
            <Fragment key={index}>{filter.control}</Fragment>
          ) : (
            <CodeSelect
              key={filter.param}
              label={filter.label}
              allLabel={filter.allLabel}
              value={filter.value}
              options={filter.options}
              onChange={(code) => setFilter({ [filter.param]: code })}
            />
          ),
        )}
      </FilterPanel>

      <PrintHeader title={title} filters={filterSummary} />
      <TableActions
        count={view.count}
        disabled={view.rowCount === 0}
        fileName={`${t(config.fileKey)}-${year}`}
        csv={view.csv}
      />
      {query.isPending ? (
        <TableSkeleton rows={config.skeletonRows} />
      ) : query.isError ? (
        <ErrorState title={t('publicTables.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : view.rowCount === 0 ? (
        <EmptyState>
          {view.noTableForYear ? t('publicTables.noTableForYear', { year }) : t('publicTables.empty')}
        </EmptyState>
      ) : (
        view.table(`${title} (${year})`)
      )}
    </>
  );
}
