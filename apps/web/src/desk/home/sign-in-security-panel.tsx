import type { SignInGuard } from '@ebelediye/contract/staff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../features/debts/format';
import { useStaffSignInSecurity } from '../api/staff-session';

function GuardTable({ label, subjectColumn, rows, empty, kind }: { label: string; subjectColumn: string; rows: SignInGuard[]; empty: string; kind: 'account' | 'address' }) {
  const { t } = useTranslation('desk');
  if (rows.length === 0) return <Typography component="p">{empty}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{subjectColumn}</TableCell>
            <TableCell align="right">{t('home.security.failures')}</TableCell>
            <TableCell>{t('home.security.period')}</TableCell>
            <TableCell>{t('home.security.state')}</TableCell>
            <TableCell align="right">{t('home.security.refused')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.subject}>
              <TableCell>
                <span style={{ wordBreak: 'break-all' }}>{row.subject}</span>
                {kind === 'account' && row.knownAccount === false && (
                  <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                    {t('home.security.unknownAccount')}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{row.failures}</TableCell>
              <TableCell>
                {formatMoment(row.firstFailureAt)} – {formatMoment(row.lastFailureAt)}
              </TableCell>
              <TableCell>{row.waitUntil ? t('home.security.waiting', { time: formatMoment(row.waitUntil) }) : t('home.security.captcha')}</TableCell>
              <TableCell align="right">{row.refused}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * "Giriş güvenliği" on the desk home, for administrators (issue 25, point 2; decision 051): the
 * account names and addresses that wrong passwords are slowing down now, with counts and times.
 */
export function SignInSecurityPanel() {
  const { t } = useTranslation('desk');
  const headingId = useId();
  const security = useStaffSignInSecurity();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3, maxWidth: 960 }}>
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
          <GuardTable kind="account" label={t('home.security.accounts')} subjectColumn={t('home.security.userName')} rows={security.data.accounts} empty={t('home.security.noAccounts')} />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
            {t('home.security.addresses')}
          </Typography>
          <GuardTable kind="address" label={t('home.security.addresses')} subjectColumn={t('home.security.address')} rows={security.data.addresses} empty={t('home.security.noAddresses')} />
        </>
      )}
      <Button sx={{ mt: 2 }} onClick={() => void security.refetch()} disabled={security.isFetching}>
        {t('home.security.refresh')}
      </Button>
    </Paper>
  );
}
