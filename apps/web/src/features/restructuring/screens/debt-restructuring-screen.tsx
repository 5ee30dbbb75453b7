import {
  formatKurus,
  type Campaign,
  type RestructurableDebt,
  type RestructuringPlan,
  type RestructuringQuoteView,
} from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, TableSkeleton } from '../../../components/public-table';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import { PageTitle } from '../../../components/page-title';
import { revealStartOnFocus } from '../../../components/focus-clearance';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDay } from '../../../lib/format';
import { useAdjustRestructuring } from '../api/adjust-restructuring';
import { useRestructurableDebts } from '../api/get-restructurable-debt-list';
import { useRestructuringParameter } from '../api/get-restructuring-current-parameter';
import { useRestructuringPlan } from '../api/get-restructuring-detail';
import { useRestructuringPlans } from '../api/get-restructuring-plan-list';
import { useSaveRestructuring } from '../api/save-restructuring';
import { useSendRestructuringCode } from '../api/send-restructuring-confirmation-code';
import { PlanDetail } from '../components/plan-detail';
import { QuoteOptions } from '../components/quote-options';
import { errorMessageOf } from '../../../lib/errors';
import { useOpenBankWindow } from '../../../lib/payments/payment-navigation';
import '../../../locales/restructuring-sentences';

/**
 * SPEC §2 /DebtRestructuring (docs/restructuring.md): the open campaign, which debts it takes and why
 * not the others, the comparison and options (AdjustRestructuring), the terms, the SMS confirmation,
 * and the saved plan with its PDF and the first installment payable at once. ?plan=YP… shows a plan.
 */
export default function DebtRestructuringScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const planNo = params.get('plan');
  const parameter = useRestructuringParameter();
  const bankWindow = useOpenBankWindow();

  const pay = (plan: RestructuringPlan, item: RestructuringPlan['schedule'][number]) =>
    void bankWindow.open({
      source: 'debts',
      accrualIds: [item.accrualId],
      items: [
        {
          accrualId: item.accrualId,
          description: `Yapılandırma ${plan.planNo} ${item.no}/${plan.installments}. taksit`,
          principalKurus: item.amountKurus,
          interestKurus: 0,
          totalKurus: item.amountKurus,
        },
      ],
    });

  return (
    <>
      <PageTitle>{t('routes.debtRestructuring')}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('restructuring.intro')}</Typography>
      {planNo ? (
        <ShownPlan planNo={planNo} onPay={pay} paying={bankWindow.opening} onBack={() => setParams({})} />
      ) : parameter.isPending ? (
        <TableSkeleton rows={3} />
      ) : parameter.isError ? (
        <ErrorState
          title={t('restructuring.loadFailed')}
          error={parameter.error}
          onRetry={() => void parameter.refetch()}
        />
      ) : (
        <Stack spacing={3}>
          <MyPlans onShow={(next) => setParams({ plan: next })} />
          {parameter.data.current ? (
            <Application campaign={parameter.data.current} onSaved={(saved) => setParams({ plan: saved })} />
          ) : (
            <Alert severity="info">{t('restructuring.noOpenCampaign')}</Alert>
          )}
          <PastCampaigns campaigns={parameter.data.campaigns.filter((campaign) => !campaign.open)} />
        </Stack>
      )}
    </>
  );
}

function ShownPlan({
  planNo,
  onPay,
  paying,
  onBack,
}: {
  planNo: string;
  onPay: (plan: RestructuringPlan, item: RestructuringPlan['schedule'][number]) => void;
  paying: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const plan = useRestructuringPlan(planNo);
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      {plan.isPending ? (
        <TableSkeleton rows={4} />
      ) : plan.isError ? (
        <ErrorState title={t('restructuring.loadFailed')} error={plan.error} onRetry={() => void plan.refetch()} />
      ) : (
        <PlanDetail plan={plan.data} onPay={(item) => onPay(plan.data, item)} paying={paying} />
      )}
      <Box>
        <Button onClick={onBack}>{t('restructuring.backToList')}</Button>
      </Box>
    </Stack>
  );
}

function MyPlans({ onShow }: { onShow: (planNo: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const plans = useRestructuringPlans();
  if (!plans.data || plans.data.plans.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('restructuring.myPlans')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {plans.data.plans.map((plan) => (
          <Box
            component="li"
            key={plan.planNo}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
          >
            <Box sx={{ flex: '1 1 300px' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t('restructuring.planLine', {
                  planNo: plan.planNo,
                  title: plan.campaign.title,
                  state: plan.stateName,
                })}
              </Typography>
              <Typography variant="body2">
                {t('restructuring.planAmounts', {
                  total: formatKurus(plan.totalKurus),
                  paid: formatKurus(plan.paidKurus),
                })}
              </Typography>
            </Box>
            <Button
              variant="outlined"
              size="small"
              onClick={() => onShow(plan.planNo)}
              aria-label={`${t('restructuring.showPlan')}: ${plan.planNo}`}
            >
              {t('restructuring.showPlan')}
            </Button>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

function CampaignHeader({ campaign, headingId }: { campaign: Campaign; headingId: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h6">
          {campaign.title}
        </Typography>
        {campaign.demo && <Chip size="small" color="warning" label={t('restructuring.demo')} />}
      </Stack>
      {campaign.demo && <Typography variant="body2">{t('restructuring.demoNotice')}</Typography>}
      <Typography variant="body2">
        {t('restructuring.campaignWindow', {
          start: formatDay(campaign.applicationStart),
          end: formatDay(campaign.applicationEnd),
        })}
      </Typography>
      <Typography variant="body2">
        {t('restructuring.campaignCutoff', {
          date: formatDay(campaign.cutoffDate),
          revenues: campaign.revenueNames.join(', '),
        })}
      </Typography>
    </Stack>
  );
}

function PastCampaigns({ campaigns }: { campaigns: Campaign[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (campaigns.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('restructuring.pastCampaigns')}
      </Typography>
      <Stack component="ul" sx={{ m: 0, pl: 3 }}>
        {campaigns.map((campaign) => (
          <Typography component="li" key={campaign.campaignId} variant="body2">
            {campaign.title} —{' '}
            {t('restructuring.campaignWindow', {
              start: formatDay(campaign.applicationStart),
              end: formatDay(campaign.applicationEnd),
            })}{' '}
            ({t('restructuring.closed')}) · {campaign.sources.law}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}

function Application({ campaign, onSaved }: { campaign: Campaign; onSaved: (planNo: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const debts = useRestructurableDebts(campaign.campaignId);
  const adjust = useAdjustRestructuring();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [quote, setQuote] = useState<RestructuringQuoteView | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);

  const toggle = (ids: number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
    setQuote(null);
    setChosen(null);
  };

  const calculate = () =>
    adjust.mutate(
      { campaignId: campaign.campaignId, accrualIds: [...selected] },
      {
        onSuccess: (result) => {
          setQuote(result);
          setChosen(null);
        },
      },
    );

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <CampaignHeader campaign={campaign} headingId={headingId} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('restructuring.step1')}
      </Typography>
      {debts.isPending ? (
        <TableSkeleton rows={3} />
      ) : debts.isError ? (
        <ErrorState title={t('restructuring.loadFailed')} error={debts.error} onRetry={() => void debts.refetch()} />
      ) : (
        <Stack spacing={2}>
          <DebtTable
            title={t('restructuring.qualifying')}
            debts={debts.data.qualifying}
            selected={selected}
            onToggle={toggle}
            empty={t('restructuring.noQualifying')}
          />
          {debts.data.notQualifying.length > 0 && (
            <DebtTable title={t('restructuring.notQualifying')} debts={debts.data.notQualifying} />
          )}
          <Box>
            <Button variant="contained" onClick={calculate} disabled={selected.size === 0 || adjust.isPending}>
              {t('restructuring.calculate')}
            </Button>
          </Box>
        </Stack>
      )}
      {quote && (
        <Box sx={{ mt: 3 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('restructuring.step2')}
          </Typography>
          <QuoteOptions
            quote={quote}
            upFrontPercent={campaign.upFrontIndexDiscountPercent}
            chosen={chosen}
            onChoose={setChosen}
          />
        </Box>
      )}
      {quote && chosen !== null && (
        <Confirmation campaign={campaign} quote={quote} installments={chosen} onSaved={onSaved} />
      )}
    </Paper>
  );
}

function DebtTable({
  title,
  debts,
  selected,
  onToggle,
  empty,
}: {
  title: string;
  debts: RestructurableDebt[];
  selected?: Set<number>;
  onToggle?: (ids: number[], on: boolean) => void;
  empty?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const selectable = selected !== undefined && onToggle !== undefined;
  const ids = debts.map((debt) => debt.accrualId);
  const chosen = selectable ? ids.filter((id) => selected.has(id)).length : 0;
  const columns: Column<RestructurableDebt>[] = [
    ...(selectable
      ? [
          {
            id: 'select',
            header: (
              <Box component="span" sx={visuallyHidden}>
                {t('restructuring.columns.select')}
              </Box>
            ),
            isControl: true,
            cell: (debt: RestructurableDebt) => (
              <Checkbox
                checked={selected.has(debt.accrualId)}
                onChange={(event) => onToggle([debt.accrualId], event.target.checked)}
                slotProps={{
                  input: { 'aria-label': t('restructuring.selectDebt', { description: debt.description }) },
                }}
              />
            ),
          },
        ]
      : []),
    {
      id: 'description',
      header: t('restructuring.columns.description'),
      isRowHeader: true,
      cell: (debt) => debt.description,
    },
    { id: 'dueDate', header: t('restructuring.columns.dueDate'), cell: (debt) => formatDay(debt.dueDate) },
    {
      id: 'principal',
      header: t('restructuring.columns.principal'),
      align: 'right',
      cell: (debt) => formatKurus(debt.principalKurus),
    },
    {
      id: 'interest',
      header: t('restructuring.columns.interest'),
      align: 'right',
      cell: (debt) => (debt.lateInterestKurus === null ? '—' : formatKurus(debt.lateInterestKurus)),
    },
    {
      id: 'total',
      header: t('restructuring.columns.total'),
      align: 'right',
      cell: (debt) => (debt.totalKurus === null ? '—' : formatKurus(debt.totalKurus)),
    },
    ...(selectable
      ? []
      : [{ id: 'reason', header: t('restructuring.columns.reason'), cell: (debt: RestructurableDebt) => debt.reason }]),
  ];
  return (
    <Box>
      <Typography id={headingId} component="h4" variant="subtitle2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {debts.length === 0 ? (
        <Typography variant="body2">{empty}</Typography>
      ) : (
        <Box>
          {selectable && (
            <FormControlLabel
              label={t('restructuring.selectAll')}
              control={
                <Checkbox
                  checked={chosen === ids.length}
                  indeterminate={chosen > 0 && chosen < ids.length}
                  onChange={(event) => onToggle(ids, event.target.checked)}
                />
              }
            />
          )}
          <ResponsiveTable
            title={title}
            columns={columns}
            rows={debts}
            rowKey={(debt) => debt.accrualId}
            tint={selectable ? (debt) => (selected.has(debt.accrualId) ? 'selected' : undefined) : undefined}
          />
        </Box>
      )}
    </Box>
  );
}

function Confirmation({
  campaign,
  quote,
  installments,
  onSaved,
}: {
  campaign: Campaign;
  quote: RestructuringQuoteView;
  installments: number;
  onSaved: (planNo: string) => void;
}) {
  const { t } = useTranslation();
  const termsId = useId();
  const sendCode = useSendRestructuringCode();
  const save = useSaveRestructuring();
  const [accepted, setAccepted] = useState(false);
  const [code, setCode] = useState('');
  const option = quote.options.find((candidate) => candidate.installments === installments)!;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!sendCode.data) return;
    save.mutate(
      {
        campaignId: campaign.campaignId,
        accrualIds: quote.debts.map((debt) => debt.accrualId),
        installments,
        expectedTotalKurus: option.totalKurus,
        acceptTerms: true,
        operationReferenceNumber: sendCode.data.operationReferenceNumber,
        userEntredCode: code,
      },
      { onSuccess: (plan) => onSaved(plan.planNo) },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 3 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('restructuring.step3')}
      </Typography>
      <Typography id={termsId} component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {t('restructuring.terms')}
      </Typography>
      <Box
        role="region"
        aria-labelledby={termsId}
        tabIndex={0}
        onFocus={revealStartOnFocus}
        sx={{
          maxHeight: 220,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
          my: 1,
          whiteSpace: 'pre-line',
        }}
      >
        <Typography variant="body2">{campaign.terms}</Typography>
      </Box>
      <FormControlLabel
        control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
        label={t('restructuring.acceptTerms')}
      />
      <Stack spacing={2} sx={{ mt: 1, maxWidth: 420 }}>
        <Box>
          <Button variant="outlined" onClick={() => sendCode.mutate()} disabled={!accepted || sendCode.isPending}>
            {t('restructuring.sendCode')}
          </Button>
        </Box>
        {sendCode.data && (
          <>
            <Alert severity="info" role="status">
              {t('restructuring.codeSent', {
                phone: sendCode.data.maskedPhone,
                minutes: Math.round(sendCode.data.expiresInSeconds / 60),
              })}
            </Alert>
            <TextField
              label={t('restructuring.code')}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              helperText={t('restructuring.codeHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
            />
            {save.isError && (
              <Alert severity="error" role="alert">
                {errorMessageOf(save.error)}
              </Alert>
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={!accepted || code.length !== 6 || save.isPending}>
                {t('restructuring.save')}
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}
