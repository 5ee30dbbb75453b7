import { formatKurus, type DebtList } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { floatingNotAllowed, useStickyBottomClearance } from '../focus-clearance';
import { ResponsiveTable, type Column } from '../responsive-table';
import { visuallyHidden } from '../visually-hidden';
import { formatDay } from '../../lib/format';
import { isPayable, payableIds, type DebtSelection } from '../../lib/use-debt-selection';
import { InPaymentChip, NeedsOfficeChip, OverdueChip } from './debt-chips';
import { PendingButton } from '../pending-button';
import '../../locales/debts-sentences';

type Group = DebtList['groups'][number];
type Debt = Group['debts'][number];

interface OpenDebtsProps {
  list: DebtList;
  selection: DebtSelection;
  /** "Öde": the screen takes the selected debts to the bank window. */
  onPay: () => void;
  /** The bank window is being opened; "Öde" waits. */
  paying: boolean;
  /** The level of each group's heading, under the screen's own headings. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Open debts grouped by revenue and year, each with principal, gecikme zammı to today and total.
 * The citizen chooses some or all (per group or overall) and pays them together; a debt with a payment
 * under way, or one whose interest only the office can work out, is shown but cannot be chosen. The
 * due date is the last day to pay, moved off a weekend or holiday (VUK art. 18). Wide screens get a
 * table per group, phones a card per debt.
 */
export function OpenDebts({ list, selection, onPay, paying, headingLevel = 'h2' }: OpenDebtsProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const allDebts = list.groups.flatMap((group) => group.debts);
  const needsOffice = allDebts.filter((debt) => debt.needsOffice).length;

  if (allDebts.length === 0) {
    return (
      <Paper variant="outlined" role="status" sx={{ p: 3, textAlign: 'center' }}>
        <Typography>{t('debts.noDebts')}</Typography>
      </Paper>
    );
  }

  return (
    <>
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}
      >
        <SelectAll ids={payableIds(allDebts)} selection={selection} label={t('debts.selectAll')} />
        <Box sx={{ flex: '1 1 220px' }}>
          <Typography sx={{ fontWeight: 700 }}>
            {t('debts.grandTotal', { amount: formatKurus(list.totalKurus) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('debts.grandTotalParts', {
              principal: formatKurus(list.principalKurus),
              interest: formatKurus(list.interestKurus),
            })}
          </Typography>
          {needsOffice > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('debts.totalWithoutOffice', { count: needsOffice })}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 220px' }}>
          {t('debts.asOf', { date: formatDay(list.asOf) })}
        </Typography>
      </Paper>
      <Stack spacing={2}>
        {list.groups.map((group, index) => (
          <DebtGroup
            key={`${group.revenueCode}-${group.year}`}
            group={group}
            selection={selection}
            headingId={`${baseId}-group-${index}`}
            headingLevel={headingLevel}
          />
        ))}
      </Stack>
      <SelectionBar selection={selection} onPay={onPay} paying={paying} />
    </>
  );
}

function SelectAll({
  ids,
  selection,
  label,
  ariaLabel,
}: {
  ids: number[];
  selection: DebtSelection;
  label: string;
  ariaLabel?: string;
}) {
  const chosen = ids.filter((id) => selection.isSelected(id)).length;
  return (
    <FormControlLabel
      label={label}
      sx={{ mr: 0 }}
      control={
        <Checkbox
          checked={ids.length > 0 && chosen === ids.length}
          indeterminate={chosen > 0 && chosen < ids.length}
          disabled={ids.length === 0}
          onChange={(event) => selection.setMany(ids, event.target.checked)}
          slotProps={{ input: ariaLabel ? { 'aria-label': ariaLabel } : {} }}
        />
      }
    />
  );
}

function DebtGroup({
  group,
  selection,
  headingId,
  headingLevel,
}: {
  group: Group;
  selection: DebtSelection;
  headingId: string;
  headingLevel: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const groupName = t('debts.groupTitle', { revenue: group.revenueName, year: group.year });
  const columns = useDebtColumns(selection);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          px: 2,
          py: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
          bgcolor: 'action.hover',
        }}
      >
        <Typography id={headingId} component={headingLevel} variant="h6" sx={{ flex: '1 1 200px', fontSize: '1.1rem' }}>
          {groupName}
        </Typography>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {t('debts.groupTotal', { amount: formatKurus(group.totalKurus) })}
        </Typography>
        <SelectAll
          ids={payableIds(group.debts)}
          selection={selection}
          label={t('debts.selectGroup')}
          ariaLabel={t('debts.selectGroupLabel', { group: groupName })}
        />
      </Box>
      <ResponsiveTable
        title={groupName}
        columns={columns}
        rows={group.debts}
        rowKey={(debt) => debt.accrualId}
        cardsBelow="lg"
        framed={false}
        tint={(debt) => (selection.isSelected(debt.accrualId) ? 'selected' : debt.inPayment ? 'muted' : undefined)}
      />
    </Paper>
  );
}

/**
 * A debt's columns. The widths are the same in every group's table, so dates and amounts line up from
 * one revenue and year to the next; the description takes what is left. On a phone each debt is a card.
 */
function useDebtColumns(selection: DebtSelection): Column<Debt>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'select',
      header: (
        <Box component="span" sx={visuallyHidden}>
          {t('debts.columns.select')}
        </Box>
      ),
      isControl: true,
      width: '3.5rem',
      cell: (debt) => <DebtCheckbox debt={debt} selection={selection} />,
    },
    {
      id: 'description',
      header: t('debts.columns.description'),
      isRowHeader: true,
      cell: (debt) => <DebtDescription debt={debt} />,
    },
    { id: 'dueDate', header: t('debts.columns.dueDate'), width: '7.5rem', cell: (debt) => <DueDate debt={debt} /> },
    {
      id: 'principal',
      header: t('debts.columns.principal'),
      align: 'right',
      width: '7.5rem',
      cell: (debt) => formatKurus(debt.principalKurus),
    },
    {
      id: 'interest',
      header: t('debts.columns.interest'),
      align: 'right',
      width: '7.5rem',
      cell: (debt) => <Amount kurus={debt.interestKurus} />,
    },
    {
      id: 'total',
      header: t('debts.columns.total'),
      align: 'right',
      width: '7.5rem',
      cell: (debt) => (
        <Box component="span" sx={{ fontWeight: 700 }}>
          <Amount kurus={debt.totalKurus} />
        </Box>
      ),
    },
    { id: 'status', header: t('debts.columns.status'), width: '10.5rem', cell: (debt) => debtStatusChips(debt) },
  ];
}

/** An amount, or — when only the office can compute it — a word saying so. */
function Amount({ kurus }: { kurus: number | null }) {
  const { t } = useTranslation();
  return <>{kurus === null ? t('debts.computedAtOffice') : formatKurus(kurus)}</>;
}

/** The last day to pay, and the accrued day when a weekend or holiday moved it. */
function DueDate({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {formatDay(debt.dueDate)}
      </Box>
      {debt.originalDueDate !== debt.dueDate && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {t('debts.movedFrom', { date: formatDay(debt.originalDueDate) })}
        </Typography>
      )}
    </>
  );
}

function DebtCheckbox({ debt, selection }: { debt: Debt; selection: DebtSelection }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={selection.isSelected(debt.accrualId)}
      disabled={!isPayable(debt)}
      onChange={(event) => selection.toggle(debt.accrualId, event.target.checked)}
      slotProps={{ input: { 'aria-label': t('debts.selectDebt', { description: debt.description }) } }}
    />
  );
}

function DebtDescription({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {debt.description}
      </Box>
      {debt.subscriberNo && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {t('debts.subscriberNo', { number: debt.subscriberNo })}
        </Typography>
      )}
      {debt.inPayment && (
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {t('debts.inPaymentNote')}
        </Typography>
      )}
      {debt.needsOffice && (
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {t('debts.needsOfficeNote')}
        </Typography>
      )}
    </>
  );
}

/** The debt's chips, or nothing when it is simply open (a card then leaves its "Durum" out). */
function debtStatusChips(debt: Debt) {
  if (!debt.overdue && !debt.inPayment && !debt.needsOffice) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {debt.overdue && <OverdueChip />}
      {debt.inPayment && <InPaymentChip />}
      {debt.needsOffice && <NeedsOfficeChip />}
    </Box>
  );
}

/** Stays at the bottom of the window while the list scrolls: what is chosen, its total, and "Öde". */
function SelectionBar({ selection, onPay, paying }: { selection: DebtSelection; onPay: () => void; paying: boolean }) {
  const { t } = useTranslation();
  const count = selection.selectedDebts.length;
  const bar = useRef<HTMLDivElement>(null);
  // The checkboxes it floats over are scrolled clear of it when they get focus (WCAG 2.4.11).
  useStickyBottomClearance(bar);
  return (
    <Paper
      ref={bar}
      elevation={6}
      role="region"
      aria-label={t('debts.selectionRegion')}
      sx={{
        position: 'sticky',
        bottom: 8,
        // On a short window (400 % zoom) it stays in the flow, below the list.
        [floatingNotAllowed]: { position: 'static' },
        mt: 2,
        // Leaves room on the right for the demo chat button, which floats over the same corner from a
        // tablet up (on a phone it is in the page's flow).
        mr: { xs: 0, sm: 9 },
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        zIndex: (theme) => theme.zIndex.appBar - 1,
      }}
    >
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }} aria-live="polite">
        <Typography variant="body2">
          {count > 0 ? t('debts.selectionCount', { count }) : t('debts.selectionNone')}
        </Typography>
        <Typography component="p" variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('debts.selectionTotal', { amount: formatKurus(selection.totalKurus) })}
        </Typography>
      </Box>
      <PendingButton
        variant="contained"
        size="large"
        onClick={onPay}
        pending={paying}
        disabled={count === 0}
        sx={{ minWidth: 120 }}
      >
        {t('debts.pay')}
      </PendingButton>
    </Paper>
  );
}
