import { formatKurus, type StreetValuation } from '@ebelediye/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, type CsvColumn, DataTable, kurusForCsv, type Sort } from '../../../components/public-table';

export function useStreetValuationColumns() {
  const { t } = useTranslation();
  const columns: Column<StreetValuation>[] = [
    {
      id: 'street',
      header: t('streetValuation.columnStreet'),
      cell: (row) => row.streetName,
      isRowHeader: true,
      sortable: true,
    },
    { id: 'district', header: t('streetValuation.columnDistrict'), cell: (row) => row.districtName, sortable: true },
    { id: 'type', header: t('streetValuation.columnType'), cell: (row) => row.streetTypeName },
    {
      id: 'value',
      header: t('streetValuation.columnValue'),
      cell: (row) => formatKurus(row.unitValueKurus),
      align: 'right',
      sortable: true,
      nowrap: true,
    },
  ];
  const csv: CsvColumn<StreetValuation>[] = [
    { header: t('publicTables.year'), value: (row) => row.year },
    { header: t('streetValuation.columnDistrict'), value: (row) => row.districtName },
    { header: t('streetValuation.columnStreet'), value: (row) => row.streetName },
    { header: t('streetValuation.columnType'), value: (row) => row.streetTypeName },
    { header: `${t('streetValuation.columnValue')} (TL)`, value: (row) => kurusForCsv(row.unitValueKurus) },
  ];
  return { columns, csv };
}

export function StreetValuationTable({
  title,
  rows,
  sort,
  footer,
  busy,
}: {
  title: string;
  rows: StreetValuation[];
  sort: Sort;
  footer: ReactNode;
  busy?: boolean;
}) {
  const { columns } = useStreetValuationColumns();
  return (
    <DataTable
      title={title}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.year}-${row.streetCode}`}
      sort={sort}
      footer={footer}
      minWidth={520}
      busy={busy}
    />
  );
}
