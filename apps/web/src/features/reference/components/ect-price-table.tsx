import { type EctAnnualPrice, formatKurus } from '@ebelediye/contract';
import { useTranslation } from 'react-i18next';
import { type Column, type CsvColumn, DataTable, kurusForCsv } from '../../../components/public-table';

export function useEctPriceColumns() {
  const { t } = useTranslation();
  const columns: Column<EctAnnualPrice>[] = [
    {
      id: 'group',
      header: t('ectPrice.columnGroup'),
      cell: (row) => t('ectPrice.groupOption', { group: row.buildingGroup }),
      isRowHeader: true,
      nowrap: true,
    },
    {
      id: 'grade',
      header: t('ectPrice.columnGrade'),
      cell: (row) => t('ectPrice.gradeOption', { grade: row.grade }),
      nowrap: true,
    },
    { id: 'type', header: t('ectPrice.columnMunicipalityType'), cell: (row) => row.municipalityTypeName },
    {
      id: 'amount',
      header: t('ectPrice.columnAmount'),
      cell: (row) => formatKurus(row.amountKurus),
      align: 'right',
      nowrap: true,
    },
  ];
  const csv: CsvColumn<EctAnnualPrice>[] = [
    { header: t('ectPrice.columnMunicipalityType'), value: (row) => row.municipalityTypeName },
    { header: t('ectPrice.columnGroup'), value: (row) => row.buildingGroup },
    { header: t('ectPrice.columnGrade'), value: (row) => row.grade },
    { header: `${t('ectPrice.columnAmount')} (TL)`, value: (row) => kurusForCsv(row.amountKurus) },
  ];
  return { columns, csv };
}

export function EctPriceTable({ title, rows, busy }: { title: string; rows: EctAnnualPrice[]; busy?: boolean }) {
  const { columns } = useEctPriceColumns();
  return (
    <DataTable
      title={title}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.municipalityType}-${row.buildingGroup}-${row.grade}`}
      minWidth={560}
      busy={busy}
    />
  );
}
