import { GetComplaintByTrackingNo, type CitizenComplaint } from '@ebelediye/contract/complaints';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorDialog } from '../../../components/feedback';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { useComplaintLookup } from '../../../features/complaints/api/complaints';
import { showFieldError } from '../../../features/session/form-errors';
import { ApiError } from '../../../lib/errors';
import { ComplaintCard } from './complaint-card';

const lookupSchema = z.object({ trackingNo: GetComplaintByTrackingNo.input.shape.trackingNo, accessCode: GetComplaintByTrackingNo.input.shape.accessCode });

/** Anyone: the tracking number and the look-up code given on screen and by SMS when the application was lodged. */
export function LookupSection() {
  const { t } = useTranslation('complaints');
  const { showError } = useErrorDialog();
  const lookup = useComplaintLookup();
  const [found, setFound] = useState<CitizenComplaint>();
  const { control, handleSubmit, setError } = useForm<z.input<typeof lookupSchema>, unknown, z.output<typeof lookupSchema>>({
    resolver: zodResolver(lookupSchema),
    mode: 'onTouched',
    defaultValues: { trackingNo: '', accessCode: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFound(undefined);
    try {
      setFound((await lookup.mutateAsync(values)).complaint);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not_found') setError('trackingNo', { type: 'server', message: error.Message }, { shouldFocus: true });
      else if (!showFieldError(error, setError, ['trackingNo', 'accessCode'])) showError(error);
    }
  });
  return (
    <Stack spacing={3}>
      <Typography component="h2" variant="h5">
        {t('lookup.heading')}
      </Typography>
      <Typography component="p">{t('lookup.intro')}</Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('lookup.heading')} sx={{ maxWidth: 480 }}>
        <FormTextField control={control} name="trackingNo" label={t('lookup.trackingNo')} hint={t('lookup.trackingNoHint')} required />
        <FormTextField control={control} name="accessCode" label={t('lookup.accessCode')} hint={t('lookup.accessCodeHint')} autoComplete="off" required slotProps={{ htmlInput: { maxLength: 9, autoCapitalize: 'characters', spellCheck: false } }} />
        <PendingButton type="submit" variant="contained" pending={lookup.isPending}>
          {lookup.isPending ? t('lookup.submitting') : t('lookup.submit')}
        </PendingButton>
      </Stack>
      {found && <ComplaintCard complaint={found} />}
    </Stack>
  );
}
