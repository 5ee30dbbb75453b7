import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AddressFields,
  addressFormSchema,
  type AddressFormValues,
} from '../../../../components/address/address-fields';

interface AddressStepProps {
  defaultValues: AddressFormValues;
  onBack: () => void;
  onDone: (address: AddressFormValues) => void;
}

/** Step 3: the residence address, from the address register or typed. */
export function AddressStep({ defaultValues, onBack, onDone }: AddressStepProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setValue } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  return (
    <Stack component="form" noValidate onSubmit={handleSubmit((values) => onDone(values))} spacing={2.5}>
      <Typography>{t('session.register.addressIntro')}</Typography>
      <AddressFields control={control} setValue={setValue} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" onClick={onBack}>
          {t('session.register.back')}
        </Button>
        <Button type="submit" variant="contained" size="large">
          {t('session.register.next')}
        </Button>
      </Box>
    </Stack>
  );
}
