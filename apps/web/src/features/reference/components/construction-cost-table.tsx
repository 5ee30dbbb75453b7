import { type ConstructionCost, formatKurus } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { type Column, type CsvColumn, DataTable, kurusForCsv } from '../../../components/public-table';
import { visuallyHidden } from '../../../components/visually-hidden';

export interface ConstructionTypeRow {
  code: string;
  name: string;
  /** Cost per m² in kuruş by class code. */
  costs: Map<string, number>;
}

type Named = { code: string; name: string };

/** A row per construction type, a column per class, in the order of the lists the call sends. */
export function pivotConstructionCosts(items: ConstructionCost[], types: Named[], classes: Named[]) {
  const rows: ConstructionTypeRow[] = types
    .map((type) => ({
      code: type.code,
      name: type.name,
      costs: new Map(
        items
          .filter((item) => item.constructionTypeCode === type.code)
          .map((item) => [item.constructionClassCode, item.costPerM2Kurus]),
      ),
    }))
    .filter((row) => row.costs.size > 0);
  const shownClasses = classes.filter((constructionClass) =>
    items.some((item) => item.constructionClassCode === constructionClass.code),
  );
  return { rows, classes: shownClasses };
}

export function useConstructionCostColumns(classes: Named[]) {
  const { t } = useTranslation();
  const columns: Column<ConstructionTypeRow>[] = [
    { id: 'type', header: t('constructionCost.columnType'), cell: (row) => row.name, isRowHeader: true },
    ...classes.map<Column<ConstructionTypeRow>>((constructionClass) => ({
      id: constructionClass.code,
      header: constructionClass.name,
      align: 'right',
      nowrap: true,
      cell: (row) => {
        const cost = row.costs.get(constructionClass.code);
        if (cost !== undefined) return formatKurus(cost);
        return (
          <>
            <span aria-hidden>—</span>
            <Box component="span" sx={visuallyHidden}>
              {t('constructionCost.notApplicable')}
            </Box>
          </>
        );
      },
    })),
  ];
  const csv: CsvColumn<ConstructionTypeRow>[] = [
    { header: t('constructionCost.columnType'), value: (row) => row.name },
    ...classes.map<CsvColumn<ConstructionTypeRow>>((constructionClass) => ({
      header: `${constructionClass.name} (TL/m²)`,
      value: (row) => {
        const cost = row.costs.get(constructionClass.code);
        return cost === undefined ? null : kurusForCsv(cost);
      },
    })),
  ];
  return { columns, csv };
}

export function ConstructionCostTable({
  title,
  rows,
  classes,
  busy,
}: {
  title: string;
  rows: ConstructionTypeRow[];
  classes: Named[];
  busy?: boolean;
}) {
  const { columns } = useConstructionCostColumns(classes);
  return (
    <DataTable title={title} columns={columns} rows={rows} rowKey={(row) => row.code} minWidth={760} busy={busy} />
  );
}
