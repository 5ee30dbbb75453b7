import { type AdvertisingTariff, formatKurus } from '@ebelediye/contract';
import { useTranslation } from 'react-i18next';
import { type Column, type CsvColumn, DataTable, kurusForCsv } from '../../../components/public-table';

export function useAdvertisingTariffColumns() {
  const { t } = useTranslation();
  const columns: Column<AdvertisingTariff>[] = [
    { id: 'item', header: t('advertisingTariff.columnItem'), cell: (row) => row.itemName, isRowHeader: true },
    { id: 'group', header: t('advertisingTariff.columnGroup'), cell: (row) => row.groupName },
    { id: 'unit', header: t('advertisingTariff.columnUnit'), cell: (row) => row.unitName },
    {
      id: 'amount',
      header: t('advertisingTariff.columnAmount'),
      cell: (row) => formatKurus(row.amountKurus),
      align: 'right',
      nowrap: true,
    },
  ];
  const csv: CsvColumn<AdvertisingTariff>[] = [
    { header: t('advertisingTariff.columnGroup'), value: (row) => row.groupName },
    { header: t('advertisingTariff.columnItem'), value: (row) => row.itemName },
    { header: t('advertisingTariff.columnUnit'), value: (row) => row.unitName },
    { header: `${t('advertisingTariff.columnAmount')} (TL)`, value: (row) => kurusForCsv(row.amountKurus) },
  ];
  return { columns, csv };
}

export function AdvertisingTariffTable({
  title,
  rows,
  busy,
}: {
  title: string;
  rows: AdvertisingTariff[];
  busy?: boolean;
}) {
  const { columns } = useAdvertisingTariffColumns();
  return (
    <DataTable
      title={title}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.groupCode}-${row.itemCode}`}
      minWidth={640}
      busy={busy}
    />
  );
}
