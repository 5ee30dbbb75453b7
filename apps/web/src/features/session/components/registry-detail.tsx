import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
import { turkishDate } from '../../../components/public-table/current-year';
import type { OutputOf } from '../../../lib/api-client';

type RegistryDetail = OutputOf<'GetRegistryDetail'>['registry'];

/** The member's registry as GetRegistryDetail gives it: identity (masked), contact. Addresses are listed by the caller. */
export function RegistryFacts({ registry }: { registry: RegistryDetail }) {
  const { t } = useTranslation();
  const none = t('session.registry.none');
  const person = registry.kind !== 'T' && registry.kind !== 'K' && registry.kind !== 'D';
  const identity: [string, ReactNode][] = [
    [t('session.registry.kind'), registry.kindName],
    [t('session.registry.identityNo'), registry.identityNoMasked],
    [t('session.registry.name'), `${registry.name} ${registry.surname}`.trim()],
  ];
  if (person) {
    identity.push(
      [t('session.registry.fatherName'), registry.fatherName ?? none],
      [t('session.registry.motherName'), registry.motherName ?? none],
      [t('session.registry.birthPlace'), registry.birthPlace ?? none],
      [t('session.registry.birthDate'), registry.birthDate ? turkishDate(registry.birthDate) : none],
      [t('session.registry.gender'), registry.gender ? t(`session.registry.genders.${registry.gender}`) : none],
    );
  } else {
    identity.push([t('session.registry.taxOffice'), registry.taxOfficeCode ?? none]);
  }
  const contact: [string, ReactNode][] = [
    [t('session.registry.phone'), registry.phoneMasked ?? none],
    [t('session.registry.email'), registry.email ?? none],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <FactList title={t('session.registry.identity')} rows={identity} />
      <FactList title={t('session.registry.contact')} rows={contact} />
    </Box>
  );
}

/** The registry's addresses, each with its kind. */
export function RegistryAddresses({ registry }: { registry: RegistryDetail }) {
  const { t } = useTranslation();
  if (registry.addresses.length === 0) return <Typography>{t('session.registry.noAddresses')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {registry.addresses.map((address, index) => (
        <Paper component="li" variant="outlined" key={`${address.kind}-${index}`} sx={{ p: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`session.address.kinds.${address.kind}`)}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{address.text}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
