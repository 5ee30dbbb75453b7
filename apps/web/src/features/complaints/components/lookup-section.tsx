import { GetComplaintByTrackingNo, type CitizenComplaint } from '@ebelediye/contract/complaints';
import { mobilePhoneSchema } from '@ebelediye/contract/identity';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorDialog } from '../../../components/feedback';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { useComplaintLookup } from '../api/get-complaint-by-tracking-no';
import { useVerifyComplaintPhone } from '../api/verify-complaint-phone';
import { PhoneField } from '../../../components/masked-fields';
import { PhoneVerification, type VerifiedPhone } from '../../../components/phone-verification';
import { showFieldError } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/errors';
import { ComplaintCard } from './complaint-card';

const lookupSchema = z.object({
  trackingNo: GetComplaintByTrackingNo.input.shape.trackingNo,
  accessCode: GetComplaintByTrackingNo.input.shape.accessCode,
});

type Looked = z.output<typeof lookupSchema>;

/**
 * An Open311 request's phone nobody has proven: the person who holds the look-up code and the phone
 * proves it by SMS, and from then on the status changes are texted to it.
 */
function VerifyPhone({ looked, onVerified }: { looked: Looked; onVerified: (complaint: CitizenComplaint) => void }) {
  const { t } = useTranslation('complaints');
  const { showError } = useErrorDialog();
  const verifyPhone = useVerifyComplaintPhone();
  const [verifyError, setVerifyError] = useState<string>();
  const { control, setError } = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
  const parsed = mobilePhoneSchema.safeParse(useWatch({ control, name: 'phone' }));
  const phone = parsed.success ? parsed.data : null;
  const verified = async ({ reference }: VerifiedPhone) => {
    setVerifyError(undefined);
    try {
      onVerified((await verifyPhone.mutateAsync({ ...looked, validationKey: reference })).complaint);
    } catch (error) {
      if (error instanceof ApiError && error.field === 'validationKey') setVerifyError(error.Message);
      else showError(error);
    }
  };
  return (
    <Box component="section" aria-labelledby="complaint-verify-phone" sx={{ maxWidth: 560 }}>
      <Typography id="complaint-verify-phone" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('lookup.verifyPhoneHeading')}
      </Typography>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('lookup.verifyPhoneIntro')}
      </Typography>
      <Stack spacing={2}>
        <PhoneField control={control} name="phone" label={t('form.phone')} required />
        <PhoneVerification
          purpose="complaint"
          phone={phone}
          verified={null}
          onVerified={(value) => void verified(value)}
          onPhoneError={(message) =>
            setError(
              'phone',
              { type: 'server', message: message ?? 'Önce geçerli bir cep telefonu giriniz.' },
              { shouldFocus: true },
            )
          }
        />
        {verifyError && (
          <Alert severity="error" role="alert">
            {verifyError}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}

/** Anyone: the tracking number and the look-up code given on screen and by SMS when the application was lodged. */
export function LookupSection() {
  const { t } = useTranslation('complaints');
  const { showError } = useErrorDialog();
  const lookup = useComplaintLookup();
  const [found, setFound] = useState<CitizenComplaint>();
  const [looked, setLooked] = useState<Looked>();
  const [phoneVerified, setPhoneVerified] = useState(false);
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof lookupSchema>,
    unknown,
    z.output<typeof lookupSchema>
  >({
    resolver: zodResolver(lookupSchema),
    mode: 'onTouched',
    defaultValues: { trackingNo: '', accessCode: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFound(undefined);
    setPhoneVerified(false);
    try {
      setFound((await lookup.mutateAsync(values)).complaint);
      setLooked(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not_found')
        setError('trackingNo', { type: 'server', message: error.Message }, { shouldFocus: true });
      else if (!showFieldError(error, setError, ['trackingNo', 'accessCode'])) showError(error);
    }
  });
  return (
    <Stack spacing={3}>
      <Typography component="h2" variant="h5">
        {t('lookup.heading')}
      </Typography>
      <Typography component="p">{t('lookup.intro')}</Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        spacing={2.5}
        aria-label={t('lookup.heading')}
        sx={{ maxWidth: 480 }}
      >
        <FormTextField
          control={control}
          name="trackingNo"
          label={t('lookup.trackingNo')}
          hint={t('lookup.trackingNoHint')}
          required
        />
        <FormTextField
          control={control}
          name="accessCode"
          label={t('lookup.accessCode')}
          hint={t('lookup.accessCodeHint')}
          autoComplete="off"
          required
          slotProps={{ htmlInput: { maxLength: 9, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <PendingButton type="submit" variant="contained" pending={lookup.isPending}>
          {lookup.isPending ? t('lookup.submitting') : t('lookup.submit')}
        </PendingButton>
      </Stack>
      {found && <ComplaintCard complaint={found} />}
      {found?.phoneToVerify && looked && (
        <VerifyPhone
          looked={looked}
          onVerified={(complaint) => {
            setFound(complaint);
            setPhoneVerified(true);
          }}
        />
      )}
      {phoneVerified && (
        <Alert severity="success" role="status">
          {t('lookup.verifyPhoneDone')}
        </Alert>
      )}
    </Stack>
  );
}
