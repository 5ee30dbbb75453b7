import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatKurus } from '@ebelediye/contract';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { useDebtList } from '../api/get-debt-list-for-e-municipality';
import { ErrorState, TableSkeleton } from '../../../components/public-table/states';
import { OpenDebts } from '../../../components/debts/open-debts';
import { useDebtSelection } from '../../../lib/use-debt-selection';
import { useOpenPayments } from '../../../lib/api/check-registry-unpaid-online-payment';
import { OpenPayments } from '../../../components/payments/open-payments';
import { ReceiptLink } from '../../../components/payments/receipt-link';
import { useAppSettings } from '../../../lib/app-settings';
import { whenIdle } from '../../../lib/when-idle';
import { paymentStatusPath, useOpenBankWindow } from '../../../lib/payments/payment-navigation';
import '../../../locales/debts-sentences';

// The other sections load when they are opened: the debts are what the page opens on.
const AccrualList = lazy(() =>
  import('../components/accrual-list').then(({ AccrualList }) => ({ default: AccrualList })),
);
const CollectionList = lazy(() =>
  import('../components/collection-list').then(({ CollectionList }) => ({
    default: CollectionList,
  })),
);
const SubscriptionList = lazy(() =>
  import('../components/subscription-list').then(({ SubscriptionList }) => ({
    default: SubscriptionList,
  })),
);

/** The sections, by their address (?bolum=…), so a section can be linked and survives a reload. */
const sections = ['borclar', 'odemeler', 'tahakkuklar', 'abonelikler'] as const;
type Section = (typeof sections)[number];
const sectionTitle = {
  borclar: 'open',
  odemeler: 'payments',
  tahakkuklar: 'accruals',
  abonelikler: 'subscriptions',
} as const;

/**
 * SPEC §2 /DebtQuestioning: the member's open debts with gecikme zammı to today, chosen and paid by
 * card; past payments with receipts and the payments still under way; all accruals by year; water
 * subscriptions with their bills.
 */
export default function DebtQuestioningScreen() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const toast = useToast();
  const baseId = useId();
  const [params, setParams] = useSearchParams();
  const debts = useDebtList();
  // The list arrives after the page is shown (the server's page on a phone, decision 048): drawn in a
  // transition, in slices the browser can run between, not in one long task.
  const list = useDeferredValue(debts.data);
  const selection = useDebtSelection(list);
  const openPayments = useOpenPayments();
  const bankWindow = useOpenBankWindow();
  // The page's first Intl object loads the browser's Turkish number data (~15 ms on this machine, four
  // times that on a phone): made while the list is on its way, not in the task that draws it.
  useEffect(() => whenIdle(() => formatKurus(0)), []);

  const shown = useMemo(
    () => sections.filter((section) => section !== 'abonelikler' || settings.HasSubscription),
    [settings.HasSubscription],
  );
  const requested = params.get('bolum') as Section | null;
  const section: Section = requested && shown.includes(requested) ? requested : 'borclar';
  const showSection = useCallback(
    (next: Section) => setParams(next === 'borclar' ? {} : { bolum: next }, { replace: true }),
    [setParams],
  );
  const openCount = openPayments.data?.payments.length ?? 0;

  const pay = () =>
    void bankWindow.open({
      source: 'debts',
      accrualIds: selection.selectedDebts.map((debt) => debt.accrualId),
      items: selection.selectedDebts.map(({ accrualId, description, principalKurus, interestKurus, totalKurus }) => ({
        accrualId,
        description,
        principalKurus,
        interestKurus,
        totalKurus,
      })),
    });

  const continuePayment = (orderNo: string) =>
    void bankWindow.open({ source: 'debts', accrualIds: [], items: [], orderNo });

  return (
    <>
      <PageTitle>{t('routes.debtQuestioning')}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('debts.intro')}</Typography>

      {openCount > 0 && section !== 'odemeler' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('debts.openPaymentsNotice', { count: openCount })}{' '}
          <Link
            component="button"
            type="button"
            onClick={() => showSection('odemeler')}
            sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
          >
            {t('debts.openPaymentsLink')}
          </Link>
        </Alert>
      )}

      <SectionTabs shown={shown} section={section} onChange={showSection} baseId={baseId} />

      <Box role="tabpanel" id={`${baseId}-panel-${section}`} aria-labelledby={`${baseId}-tab-${section}`}>
        <Suspense fallback={<TableSkeleton rows={4} />}>
          {section === 'borclar' &&
            (debts.isError ? (
              <ErrorState title={t('debts.loadFailed')} error={debts.error} onRetry={() => void debts.refetch()} />
            ) : list === undefined ? (
              <TableSkeleton rows={4} />
            ) : (
              <OpenDebts list={list} selection={selection} onPay={pay} paying={bankWindow.opening} />
            ))}

          {section === 'odemeler' && (
            <>
              <OpenPayments
                statusPath={paymentStatusPath}
                onContinue={continuePayment}
                headingId={`${baseId}-open-payments`}
              />
              <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
                {t('debts.paymentsTitle')}
              </Typography>
              <CollectionList renderReceipt={(orderNo) => <ReceiptLink orderNo={orderNo} size="small" />} />
            </>
          )}

          {section === 'tahakkuklar' && (
            <AccrualList thisYear={Number((list?.asOf ?? new Date().toISOString()).slice(0, 4))} />
          )}

          {section === 'abonelikler' && (
            <SubscriptionList
              debts={list}
              onSelectDebts={(accrualIds) => {
                selection.setMany(accrualIds, true);
                showSection('borclar');
                toast(t('debts.subscriptions.selectedToast', { count: accrualIds.length }), 'info');
              }}
            />
          )}
        </Suspense>
      </Box>
    </>
  );
}

interface SectionTabsProps {
  shown: readonly Section[];
  section: Section;
  onChange: (next: Section) => void;
  baseId: string;
}

/**
 * The sections' tabs, drawn again only when they change: MUI's scrollable Tabs measure the page's
 * layout after each of their renders, which in the render that draws the arriving list forces the
 * browser to lay out the whole list inside that task.
 */
const SectionTabs = memo(function SectionTabs({ shown, section, onChange, baseId }: SectionTabsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs
        value={section}
        onChange={(_event, next: Section) => onChange(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('debts.tabsLabel')}
      >
        {shown.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`debts.tabs.${sectionTitle[value]}`)}
            id={`${baseId}-tab-${value}`}
            aria-controls={`${baseId}-panel-${value}`}
          />
        ))}
      </Tabs>
    </Box>
  );
});
