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
import { useEstateConstructionCost } from '../api/retrieve-estate-construction-cost';
import {
  ConstructionCostTable,
  pivotConstructionCosts,
  useConstructionCostColumns,
} from '../components/construction-cost-table';

type Key = 'yil' | 'tur' | 'sinif';

/** SPEC §2 /EstateConstructionCost: building cost per m² by year, construction type and class. */
export default function EstateConstructionCostScreen() {
  const { t } = useTranslation();
  const url = useUrlState<Key>();
  const year = intParam(url.get('yil'), currentYear(), 2000, 2100);
  const constructionTypeCode = url.get('tur');
  const constructionClassCode = url.get('sinif');
  const query = useEstateConstructionCost({ year, constructionTypeCode, constructionClassCode });
  const data = query.data;
  const types = data?.constructionTypes ?? [];
  const allClasses = data?.constructionClasses ?? [];
  const { rows, classes } = pivotConstructionCosts(data?.items ?? [], types, allClasses);
  const { csv } = useConstructionCostColumns(classes);
  const title = t('routes.estateConstructionCost');
  const nameOf = (list: { code: string; name: string }[], code: string) =>
    list.find((item) => item.code === code)?.name ?? code;
  const filterSummary = [
    `${t('publicTables.year')}: ${year}`,
    constructionTypeCode ? `${t('constructionCost.type')}: ${nameOf(types, constructionTypeCode)}` : '',
    constructionClassCode ? `${t('constructionCost.class')}: ${nameOf(allClasses, constructionClassCode)}` : '',
  ].filter(Boolean);

  return (
    <>
      <PrintStyles />
      <PageTitle>{title}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: '75ch', '@media print': { display: 'none' } }}>
        {t('constructionCost.intro')}
      </Typography>
      <FilterPanel
        activeCount={filterSummary.length - 1 + (year === currentYear() ? 0 : 1)}
        actions={
          <Button onClick={() => url.set({ yil: undefined, tur: undefined, sinif: undefined })}>
            {t('publicTables.clearFilters')}
          </Button>
        }
      >
        <YearSelect value={year} years={data?.years} onChange={(value) => url.set({ yil: value })} />
        <CodeSelect
          label={t('constructionCost.type')}
          allLabel={t('constructionCost.allTypes')}
          value={constructionTypeCode}
          options={types}
          onChange={(code) => url.set({ tur: code })}
        />
        <CodeSelect
          label={t('constructionCost.class')}
          allLabel={t('constructionCost.allClasses')}
          value={constructionClassCode}
          options={allClasses}
          onChange={(code) => url.set({ sinif: code })}
        />
      </FilterPanel>

      <PrintHeader title={title} filters={filterSummary} />
      <TableActions
        count={data?.items.length}
        disabled={rows.length === 0}
        fileName={`${t('constructionCost.file')}-${year}`}
        csv={() => toCsv(csv, rows)}
      />
      {query.isPending ? (
        <TableSkeleton rows={6} />
      ) : query.isError ? (
        <ErrorState title={t('publicTables.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>
          {!data!.years.includes(year) ? t('publicTables.noTableForYear', { year }) : t('publicTables.empty')}
        </EmptyState>
      ) : (
        <ConstructionCostTable
          title={`${title} (${year})`}
          rows={rows}
          classes={classes}
          busy={query.isPlaceholderData}
        />
      )}
    </>
  );
}
