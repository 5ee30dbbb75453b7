import {
  type CitizenRecord,
  citizenApplicationTitles,
  supportReasonKinds,
  supportReasonTitles,
  type SupportReasonKind,
} from '@ebelediye/contract/citizen-support';
import { formatKurus } from '@ebelediye/contract/money';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog, useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { ResponsiveTable } from '../../../components/responsive-table';
import { RouterLink } from '../../../components/router-link';
import { formatDay, formatMoment } from '../../../lib/format';
import { ApiError } from '../../../lib/errors';
import { NativeSelect } from '../complaints/native-select';
import { deskBasePath } from '../desk-paths';
import { useCitizenSupportFind } from './api/citizen-support-find';
import { useCitizenSupportSendPasswordReset } from './api/citizen-support-send-password-reset';
import { useCitizenSupportUnlockAccount } from './api/citizen-support-unlock-account';

interface Query {
  ID: string;
  reasonKind: SupportReasonKind | '';
  reasonText: string;
}

type FieldErrors = Partial<Record<keyof Query, string>>;

/**
 * /yonetim/vatandas (revenue desk): find a citizen by T.C. Kimlik No / Vergi No with a reason; each
 * look is recorded with it. The account actions reuse the number and the reason of the last look.
 */
export default function CitizenSupportScreen() {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const find = useCitizenSupportFind();
  const [query, setQuery] = useState<Query>({ ID: '', reasonKind: '', reasonText: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [looked, setLooked] = useState<Query>();
  const [citizens, setCitizens] = useState<CitizenRecord[]>();
  const [notFound, setNotFound] = useState<string>();

  const search = async () => {
    setErrors({});
    setNotFound(undefined);
    try {
      const result = await find.mutateAsync({ ...query, reasonKind: query.reasonKind as SupportReasonKind });
      setCitizens(result.citizens);
      setLooked(query);
    } catch (error) {
      setCitizens(undefined);
      if (error instanceof ApiError && error.status === 404) setNotFound(error.Message);
      else if (error instanceof ApiError && error.field && error.field in query)
        setErrors({ [error.field]: error.Message });
      else showError(error);
    }
  };

  return (
    <>
      <PageTitle>{t('pages.citizenSupport')}</PageTitle>
      <Typography component="p" sx={{ mb: 2, maxWidth: 760 }}>
        {t('citizenSupport.intro')}
      </Typography>
      <Paper
        component="form"
        variant="outlined"
        aria-label={t('citizenSupport.search')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
        sx={{ p: 2, mb: 3, maxWidth: 760 }}
      >
        <Stack spacing={2}>
          <TextField
            size="small"
            label={t('citizenSupport.identityNo')}
            value={query.ID}
            required
            onChange={(event) => setQuery({ ...query, ID: event.target.value })}
            error={Boolean(errors.ID)}
            helperText={errors.ID}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 11, autoComplete: 'off' },
              formHelperText: { role: errors.ID ? 'alert' : undefined },
            }}
          />
          <NativeSelect
            label={t('citizenSupport.reasonKind')}
            value={query.reasonKind}
            onChange={(value) => setQuery({ ...query, reasonKind: value as SupportReasonKind })}
            emptyLabel={t('citizenSupport.chooseReason')}
            options={supportReasonKinds.map((kind) => ({ value: kind, label: supportReasonTitles[kind] }))}
            error={Boolean(errors.reasonKind)}
            helperText={errors.reasonKind}
          />
          <TextField
            size="small"
            label={t('citizenSupport.reasonText')}
            value={query.reasonText}
            required
            onChange={(event) => setQuery({ ...query, reasonText: event.target.value })}
            error={Boolean(errors.reasonText)}
            helperText={errors.reasonText ?? t('citizenSupport.reasonHint')}
            slotProps={{
              htmlInput: { maxLength: 500 },
              formHelperText: { role: errors.reasonText ? 'alert' : undefined },
            }}
          />
          <div>
            <Button type="submit" variant="contained" disabled={find.isPending}>
              {t('citizenSupport.search')}
            </Button>
          </div>
        </Stack>
      </Paper>

      {notFound && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {notFound}
        </Alert>
      )}
      {looked &&
        citizens?.map((citizen) => <CitizenCard key={citizen.registry.oid} citizen={citizen} query={looked} />)}
    </>
  );
}

function CitizenCard({ citizen, query }: { citizen: CitizenRecord; query: Query }) {
  const { t } = useTranslation('desk');
  const { registry, account } = citizen;
  const fullName = `${registry.name} ${registry.surname}`.trim();
  const headingId = `citizen-${registry.oid}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {fullName}
      </Typography>
      <Typography component="p" color="text.secondary">
        {[registry.kindName, registry.identityNoMasked].join(' · ')}
      </Typography>
      <Typography component="p">
        {t('citizenSupport.phone')}: {registry.phoneMasked ?? '—'} · {t('citizenSupport.email')}:{' '}
        {registry.emailMasked ?? '—'}
      </Typography>
      {registry.addresses.map((address, index) => (
        <Typography component="p" key={index}>
          {t('citizenSupport.address')}: {address.text}
        </Typography>
      ))}

      <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
        {t('citizenSupport.account')}
      </Typography>
      {account ? (
        <AccountPanel account={account} query={query} />
      ) : (
        <Typography>{t('citizenSupport.noAccount')}</Typography>
      )}

      <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
        {t('citizenSupport.debts')}
      </Typography>
      {citizen.debts.length === 0 ? (
        <Typography>{t('citizenSupport.noDebts')}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            {t('citizenSupport.debtsTotal', { total: formatKurus(citizen.debtsTotalKurus) })}
          </Typography>
          <ResponsiveTable
            title={t('citizenSupport.debts')}
            rows={citizen.debts}
            rowKey={(debt) => debt.accrualId}
            tint={(debt) => (debt.overdue ? 'late' : undefined)}
            columns={[
              {
                id: 'description',
                header: t('citizenSupport.debtDescription'),
                isRowHeader: true,
                cell: (debt) => debt.description,
              },
              { id: 'due', header: t('citizenSupport.dueDate'), cell: (debt) => formatDay(debt.dueDate) },
              {
                id: 'principal',
                header: t('citizenSupport.principal'),
                align: 'right',
                cell: (debt) => formatKurus(debt.principalKurus),
              },
              {
                id: 'interest',
                header: t('citizenSupport.interest'),
                align: 'right',
                cell: (debt) =>
                  debt.interestKurus === null ? t('citizenSupport.needsOffice') : formatKurus(debt.interestKurus),
              },
              {
                id: 'total',
                header: t('citizenSupport.total'),
                align: 'right',
                cell: (debt) => (debt.totalKurus === null ? '—' : formatKurus(debt.totalKurus)),
              },
            ]}
          />
        </>
      )}

      <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
        {t('citizenSupport.orders')}
      </Typography>
      {citizen.orders.length === 0 ? (
        <Typography>{t('citizenSupport.noOrders')}</Typography>
      ) : (
        <ResponsiveTable
          title={t('citizenSupport.orders')}
          rows={citizen.orders}
          rowKey={(order) => order.orderNo}
          columns={[
            {
              id: 'orderNo',
              header: t('citizenSupport.orderNo'),
              isRowHeader: true,
              cell: (order) => (
                <RouterLink to={`${deskBasePath}/odemeler/${encodeURIComponent(order.orderNo)}`}>
                  {order.orderNo}
                </RouterLink>
              ),
            },
            { id: 'at', header: t('citizenSupport.at'), cell: (order) => formatMoment(order.createdAt) },
            { id: 'bank', header: t('citizenSupport.bank'), cell: (order) => order.bankName },
            { id: 'state', header: t('citizenSupport.state'), cell: (order) => order.state },
            {
              id: 'amount',
              header: t('citizenSupport.total'),
              align: 'right',
              cell: (order) => formatKurus(order.amountKurus),
            },
          ]}
        />
      )}

      <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
        {t('citizenSupport.applications')}
      </Typography>
      {citizen.applications.length === 0 ? (
        <Typography>{t('citizenSupport.noApplications')}</Typography>
      ) : (
        <ResponsiveTable
          title={t('citizenSupport.applications')}
          rows={citizen.applications}
          rowKey={(row) => `${row.kind}-${row.no}`}
          columns={[
            { id: 'no', header: t('citizenSupport.applicationNo'), isRowHeader: true, cell: (row) => row.no },
            { id: 'kind', header: t('citizenSupport.kind'), cell: (row) => citizenApplicationTitles[row.kind] },
            { id: 'title', header: t('citizenSupport.subject'), cell: (row) => row.title },
            { id: 'state', header: t('citizenSupport.state'), cell: (row) => row.state },
            { id: 'at', header: t('citizenSupport.at'), cell: (row) => formatMoment(row.at) },
          ]}
        />
      )}
    </Paper>
  );
}

function AccountPanel({ account, query }: { account: NonNullable<CitizenRecord['account']>; query: Query }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const unlock = useCitizenSupportUnlockAccount();
  const reset = useCitizenSupportSendPasswordReset();
  const [lockedUntil, setLockedUntil] = useState(account.lockedUntil);
  const input = { ...query, reasonKind: query.reasonKind as SupportReasonKind };

  const unlockNow = async () => {
    try {
      const result = await unlock.mutateAsync(input);
      setLockedUntil(null);
      toast(result.message, 'success');
    } catch (error) {
      showError(error);
    }
  };
  const sendReset = async () => {
    try {
      const result = await reset.mutateAsync(input);
      toast(`${result.message} (${result.phoneMasked})`, 'success');
    } catch (error) {
      showError(error);
    }
  };

  return (
    <>
      <Typography component="p">
        {account.status === 'active' ? t('citizenSupport.accountActive') : t('citizenSupport.accountPassive')} ·{' '}
        {t('citizenSupport.memberSince', { day: formatMoment(account.createdAt) })}
      </Typography>
      <Typography component="p">
        {t('citizenSupport.phone')}: {account.phoneMasked} · {t('citizenSupport.email')}: {account.emailMasked}
      </Typography>
      {lockedUntil && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {t('citizenSupport.locked', { until: formatMoment(lockedUntil) })}
        </Alert>
      )}
      {account.openClosureRequest && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t('citizenSupport.closureOpen')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={() => void unlockNow()} disabled={unlock.isPending}>
          {t('citizenSupport.unlock')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void sendReset()}
          disabled={reset.isPending || account.status !== 'active'}
        >
          {t('citizenSupport.sendReset')}
        </Button>
      </Stack>
    </>
  );
}
