import type { SignInGuard } from '@ebelediye/contract/staff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatMoment } from '../../../lib/format';
import { useStaffSignInSecurity } from '../api/get-staff-sign-in-security';

function GuardTable({
  label,
  subjectColumn,
  rows,
  empty,
  kind,
}: {
  label: string;
  subjectColumn: string;
  rows: SignInGuard[];
  empty: string;
  kind: 'account' | 'address';
}) {
  const { t } = useTranslation('desk');
  if (rows.length === 0) return <Typography component="p">{empty}</Typography>;
  return (
    <ResponsiveTable
      title={label}
      rows={rows}
      rowKey={(row) => row.subject}
      columns={[
        {
          id: 'subject',
          header: subjectColumn,
          isRowHeader: true,
          cell: (row) => (
            <>
              <span style={{ wordBreak: 'break-all' }}>{row.subject}</span>
              {kind === 'account' && row.knownAccount === false && (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}
                >
                  {t('home.security.unknownAccount')}
                </Typography>
              )}
            </>
          ),
        },
        { id: 'failures', header: t('home.security.failures'), align: 'right', cell: (row) => row.failures },
        {
          id: 'period',
          header: t('home.security.period'),
          cell: (row) => `${formatMoment(row.firstFailureAt)} – ${formatMoment(row.lastFailureAt)}`,
        },
        {
          id: 'state',
          header: t('home.security.state'),
          cell: (row) =>
            row.waitUntil
              ? t('home.security.waiting', { time: formatMoment(row.waitUntil) })
              : t('home.security.captcha'),
        },
        { id: 'refused', header: t('home.security.refused'), align: 'right', cell: (row) => row.refused },
      ]}
    />
  );
}

/**
 * "Giriş güvenliği" on the desk home, for administrators (decision 051): the
 * account names and addresses that wrong passwords are slowing down now, with counts and times.
 */
export function SignInSecurityPanel() {
  const { t } = useTranslation('desk');
  const headingId = useId();
  const security = useStaffSignInSecurity();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3, maxWidth: 960 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('home.security.heading')}
      </Typography>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('home.security.intro', { minutes: security.data?.windowMinutes ?? 60 })}
      </Typography>
      {security.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('home.security.failed')}
        </Alert>
      )}
      {security.data && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('home.security.accounts')}
          </Typography>
          <GuardTable
            kind="account"
            label={t('home.security.accounts')}
            subjectColumn={t('home.security.userName')}
            rows={security.data.accounts}
            empty={t('home.security.noAccounts')}
          />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
            {t('home.security.addresses')}
          </Typography>
          <GuardTable
            kind="address"
            label={t('home.security.addresses')}
            subjectColumn={t('home.security.address')}
            rows={security.data.addresses}
            empty={t('home.security.noAddresses')}
          />
        </>
      )}
      <Button sx={{ mt: 2 }} onClick={() => void security.refetch()} disabled={security.isFetching}>
        {t('home.security.refresh')}
      </Button>
    </Paper>
  );
}
