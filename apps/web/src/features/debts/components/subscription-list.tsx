import { formatKurus, type DebtList, type OperationOutput, type Operations } from '@ebelediye/contract';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSubscriptionList } from '../api/get-subscription-list';
import { formatDay } from '../../../lib/format';
import { isPayable } from '../../../lib/use-debt-selection';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/public-table/states';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import '../../../locales/debts-sentences';

type Subscription = OperationOutput<Operations['GetSubscriptionList']>['subscriptions'][number];

interface SubscriptionListProps {
  /** The open debts, to show what each subscription owes. */
  debts: DebtList | undefined;
  /** Chooses a subscription's open debts for payment. */
  onSelectDebts: (accrualIds: number[]) => void;
}

/** Water subscriptions with their subscriber number, address and open bills, payable like any debt. */
export function SubscriptionList({ debts, onSelectDebts }: SubscriptionListProps) {
  const { t } = useTranslation();
  const subscriptions = useSubscriptionList();

  if (subscriptions.isPending) return <TableSkeleton rows={2} />;
  if (subscriptions.isError)
    return (
      <ErrorState
        title={t('debts.subscriptions.loadFailed')}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
      />
    );
  if (subscriptions.data.subscriptions.length === 0) return <EmptyState>{t('debts.subscriptions.empty')}</EmptyState>;

  const openDebtsOf = (subscriberNo: string) =>
    (debts?.groups ?? []).flatMap((group) => group.debts).filter((debt) => debt.subscriberNo === subscriberNo);

  const columns: Column<Subscription>[] = [
    {
      id: 'subscriberNo',
      header: t('debts.subscriptions.subscriberNo'),
      cell: (row) => row.subscriberNo,
      isRowHeader: true,
    },
    {
      id: 'service',
      header: t('debts.subscriptions.service'),
      cell: (row) => (row.service === 'SU' ? t('debts.subscriptions.water') : row.service),
    },
    { id: 'type', header: t('debts.subscriptions.type'), cell: (row) => row.typeName },
    { id: 'address', header: t('debts.subscriptions.address'), cell: (row) => row.address },
    { id: 'startedAt', header: t('debts.subscriptions.startedAt'), cell: (row) => formatDay(row.startedAt) },
    {
      id: 'status',
      header: t('debts.subscriptions.status'),
      cell: (row) => t(`debts.subscriptions.statuses.${row.status}`),
    },
    {
      id: 'debt',
      header: t('debts.subscriptions.openDebt'),
      align: 'right',
      cell: (row) => {
        const open = openDebtsOf(row.subscriberNo);
        const payable = open.filter(isPayable);
        if (open.length === 0) return t('debts.subscriptions.noDebt');
        return (
          <>
            {/* Known amounts only, as in the debt list's totals. */}
            {formatKurus(open.reduce((total, debt) => total + (debt.totalKurus ?? 0), 0))}
            {payable.length > 0 && (
              <Button
                size="small"
                sx={{ ml: 1 }}
                onClick={() => onSelectDebts(payable.map((debt) => debt.accrualId))}
                aria-label={t('debts.subscriptions.selectDebtsOf', { number: row.subscriberNo })}
              >
                {t('debts.subscriptions.selectDebts')}
              </Button>
            )}
          </>
        );
      },
    },
  ];
  return (
    <ResponsiveTable
      title={t('debts.subscriptions.title')}
      columns={columns}
      rows={subscriptions.data.subscriptions}
      rowKey={(row) => row.subscriberNo}
    />
  );
}
