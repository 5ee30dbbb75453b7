import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { useRegistryDetail } from '../api/get-registry-detail';
import { AddAddressForm } from '../components/add-address-form';
import { RegistryAddresses, RegistryFacts } from '../components/registry-detail';

/** /RegistryObservation: the signed-in person's registry (identity masked), addresses, and adding one. */
export default function RegistryObservationScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const registry = useRegistryDetail();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageTitle>{t('routes.registryObservation')}</PageTitle>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{t('session.registry.intro')}</Typography>
      {registry.isPending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('common.loading')}</Typography>
        </Box>
      )}
      {registry.isError && <Alert severity="error">{t('session.registry.loadFailed')}</Alert>}
      {registry.data && (
        <Box sx={{ maxWidth: 1100 }}>
          <RegistryFacts registry={registry.data.registry} />
          <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
            {t('session.registry.addresses')}
          </Typography>
          <RegistryAddresses registry={registry.data.registry} />
          <Box sx={{ mt: 2, maxWidth: 760 }}>
            {adding ? (
              <AddAddressForm
                onDone={(saved) => {
                  setAdding(false);
                  if (saved) toast(t('session.registry.addressAdded'), 'success');
                }}
              />
            ) : (
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {t('session.registry.addAddress')}
              </Button>
            )}
          </Box>
        </Box>
      )}
    </>
  );
}
