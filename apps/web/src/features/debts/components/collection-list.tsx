import { formatKurus, type OperationOutput, type Operations } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollectedList } from '../api/get-collected-list';
import { formatMoment } from '../../../lib/format';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/public-table/states';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import '../../../locales/debts-sentences';

type Collection = OperationOutput<Operations['GetCollectedList']>['collections'][number];

interface CollectionListProps {
  /** The receipt link of an online payment (one with an order number); the screen brings it. */
  renderReceipt: (orderNo: string) => ReactNode;
}

/** Past payments (tahsilat): receipt number, date, channel, what was paid and the amount. */
export function CollectionList({ renderReceipt }: CollectionListProps) {
  const { t } = useTranslation();
  const collections = useCollectedList();

  if (collections.isPending) return <TableSkeleton rows={4} />;
  if (collections.isError)
    return (
      <ErrorState
        title={t('debts.collections.loadFailed')}
        error={collections.error}
        onRetry={() => void collections.refetch()}
      />
    );
  if (collections.data.collections.length === 0) return <EmptyState>{t('debts.collections.empty')}</EmptyState>;

  const columns: Column<Collection>[] = [
    { id: 'receiptNo', header: t('debts.collections.receiptNo'), cell: (row) => row.receiptNo, isRowHeader: true },
    { id: 'date', header: t('debts.collections.date'), cell: (row) => formatMoment(row.collectedAt) },
    { id: 'channel', header: t('debts.collections.channel'), cell: (row) => row.channel },
    {
      id: 'items',
      header: t('debts.collections.items'),
      cell: (row) => (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {row.lines.map((line) => (
            <li key={line.accrualId}>{line.description}</li>
          ))}
        </Box>
      ),
    },
    { id: 'amount', header: t('debts.collections.amount'), cell: (row) => formatKurus(row.totalKurus), align: 'right' },
    {
      id: 'receipt',
      header: t('debts.collections.receipt'),
      cell: (row) => (row.orderNo ? renderReceipt(row.orderNo) : t('debts.collections.atDesk')),
    },
  ];
  return (
    <ResponsiveTable
      title={t('debts.collections.title')}
      columns={columns}
      rows={collections.data.collections}
      rowKey={(row) => row.collectionId}
    />
  );
}
