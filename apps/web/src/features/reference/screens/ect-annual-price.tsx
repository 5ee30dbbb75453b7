import { ectMunicipalityTypeNames } from '@ebelediye/contract';
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
import { useEctAnnualPrices } from '../api/retrieve-ect-annual-prices';
import { EctPriceTable, useEctPriceColumns } from '../components/ect-price-table';

type Key = 'yil' | 'tur' | 'grup' | 'derece';
type MunicipalityType = keyof typeof ectMunicipalityTypeNames;

/** SPEC §2 /ECTAnnualPrice: workplace ÇTV by year, municipality type, building group and grade. */
export default function EctAnnualPriceScreen() {
  const { t } = useTranslation();
  const url = useUrlState<Key>();
  const year = intParam(url.get('yil'), currentYear(), 2000, 2100);
  const typeParam = url.get('tur');
  const municipalityType =
    typeParam && typeParam in ectMunicipalityTypeNames ? (typeParam as MunicipalityType) : undefined;
  const buildingGroup = url.get('grup') ? intParam(url.get('grup'), 0, 1, 7) || undefined : undefined;
  const grade = url.get('derece') ? intParam(url.get('derece'), 0, 1, 5) || undefined : undefined;
  const query = useEctAnnualPrices({ year, municipalityType, buildingGroup, grade });
  const data = query.data;
  const { csv } = useEctPriceColumns();
  const title = t('routes.ectAnnualPrice');
  const typeOptions = Object.entries(ectMunicipalityTypeNames).map(([code, name]) => ({ code, name }));
  const groupOptions = [1, 2, 3, 4, 5, 6, 7].map((group) => ({
    code: String(group),
    name: t('ectPrice.groupOption', { group }),
  }));
  const gradeOptions = [1, 2, 3, 4, 5].map((value) => ({
    code: String(value),
    name: t('ectPrice.gradeOption', { grade: value }),
  }));
  const filterSummary = [
    `${t('publicTables.year')}: ${year}`,
    municipalityType ? `${t('ectPrice.municipalityType')}: ${ectMunicipalityTypeNames[municipalityType]}` : '',
    buildingGroup ? `${t('ectPrice.buildingGroup')}: ${t('ectPrice.groupOption', { group: buildingGroup })}` : '',
    grade ? `${t('ectPrice.grade')}: ${t('ectPrice.gradeOption', { grade })}` : '',
  ].filter(Boolean);

  return (
    <>
      <PrintStyles />
      <PageTitle>{title}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: '75ch', '@media print': { display: 'none' } }}>
        {t('ectPrice.intro')}
      </Typography>
      <FilterPanel
        activeCount={filterSummary.length - 1 + (year === currentYear() ? 0 : 1)}
        actions={
          <Button onClick={() => url.set({ yil: undefined, tur: undefined, grup: undefined, derece: undefined })}>
            {t('publicTables.clearFilters')}
          </Button>
        }
      >
        <YearSelect value={year} years={data?.years} onChange={(value) => url.set({ yil: value })} />
        <CodeSelect
          label={t('ectPrice.municipalityType')}
          allLabel={t('ectPrice.allMunicipalityTypes')}
          value={municipalityType}
          options={typeOptions}
          onChange={(code) => url.set({ tur: code })}
        />
        <CodeSelect
          label={t('ectPrice.buildingGroup')}
          allLabel={t('ectPrice.allBuildingGroups')}
          value={buildingGroup ? String(buildingGroup) : undefined}
          options={groupOptions}
          onChange={(code) => url.set({ grup: code })}
        />
        <CodeSelect
          label={t('ectPrice.grade')}
          allLabel={t('ectPrice.allGrades')}
          value={grade ? String(grade) : undefined}
          options={gradeOptions}
          onChange={(code) => url.set({ derece: code })}
        />
      </FilterPanel>

      <PrintHeader title={title} filters={filterSummary} />
      <TableActions
        count={data?.items.length}
        disabled={!data || data.items.length === 0}
        fileName={`${t('ectPrice.file')}-${year}`}
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
        <EctPriceTable title={`${title} (${year})`} rows={data!.items} busy={query.isPlaceholderData} />
      )}
    </>
  );
}
