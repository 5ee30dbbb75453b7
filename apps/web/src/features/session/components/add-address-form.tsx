import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/feedback';
import { useCreateUserDetail } from '../api/create-user-detail';
import { showFieldError } from '../../../lib/form-errors';
import {
  AddressFields,
  addressFormSchema,
  addressInput,
  emptyAddress,
  type AddressFormValues,
} from '../../../components/address/address-fields';
import { PendingButton } from '../../../components/pending-button';

const kinds = ['ikamet', 'is', 'teblig'] as const;
type AddressKind = (typeof kinds)[number];

/** CreateUserDetail: one more address (residence, work, notification) on one's own registry. */
export function AddAddressForm({ onDone }: { onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const createDetail = useCreateUserDetail();
  const [kind, setKind] = useState<AddressKind>('is');
  const { control, handleSubmit, setValue, setError } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    mode: 'onTouched',
    defaultValues: emptyAddress,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await createDetail.mutateAsync({ kind, ...addressInput(values) });
      onDone(true);
    } catch (error) {
      if (!showFieldError(error, setError, ['text'])) showError(error);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2.5}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <TextField
        select
        label={t('session.address.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as AddressKind)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 320 } }}
      >
        {kinds.map((option) => (
          <option key={option} value={option}>
            {t(`session.address.kinds.${option}`)}
          </option>
        ))}
      </TextField>
      <AddressFields control={control} setValue={setValue} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <PendingButton type="submit" variant="contained" pending={createDetail.isPending}>
          {t('session.registry.saveAddress')}
        </PendingButton>
        <Button variant="outlined" onClick={() => onDone(false)}>
          {t('session.registry.cancel')}
        </Button>
      </Box>
    </Stack>
  );
}
