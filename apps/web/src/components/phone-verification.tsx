import { ValidateCode, formatMobilePhone, sessionMessages } from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorDialog, useToast } from './feedback';
import { ApiError } from '../lib/errors';
import { useSendSms } from '../lib/api/send-sms';
import { useValidateCode } from '../lib/api/validate-code';
import { fieldOfError, isCaptchaError } from '../lib/form-errors';
import { CaptchaField, useCaptcha } from './captcha/captcha-field';
import { FormTextField } from './form-text-field';
import { PendingButton } from './pending-button';

/** A phone proven by SMS: the reference ValidateCode accepted, for this very number. */
export interface VerifiedPhone {
  phone: string;
  reference: string;
}

interface PhoneVerificationProps {
  purpose: 'register' | 'phone_change' | 'complaint';
  /** The number in the phone field, as 10 digits, or null while it is not a valid mobile number. */
  phone: string | null;
  verified: VerifiedPhone | null;
  onVerified: (verified: VerifiedPhone) => void;
  /** Shows a sentence under the phone field (it is invalid, or the server refused the number). */
  onPhoneError: (message?: string) => void;
}

const codeSchema = z.object({ userEntredCode: ValidateCode.input.shape.userEntredCode });

/**
 * Proves a phone belongs to the person: SendSms (with ALTCHA) texts a six-digit code, ValidateCode
 * checks it (five tries). Sits inside the parent's form, so it has buttons, not a form of its own.
 */
export function PhoneVerification({ purpose, phone, verified, onVerified, onPhoneError }: PhoneVerificationProps) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const toast = useToast();
  const captcha = useCaptcha();
  const sendSms = useSendSms();
  const validateCode = useValidateCode();
  const [sent, setSent] = useState<{ phone: string; reference: string; minutes: number } | null>(null);
  const codeForm = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    mode: 'onTouched',
    defaultValues: { userEntredCode: '' },
  });

  if (phone && verified?.phone === phone) {
    return (
      <Alert icon={<CheckCircleIcon fontSize="inherit" />} severity="success" role="status">
        {t('session.phoneVerification.verified', { phone: formatMobilePhone(phone) })}
      </Alert>
    );
  }

  /** The code on its way to the number now in the field (one sent to a number since changed does not count). */
  const activeSend = sent !== null && sent.phone === phone ? sent : null;

  const send = async () => {
    if (!phone) {
      onPhoneError();
      return;
    }
    const altcha = await captcha.solve();
    if (!altcha) return;
    try {
      const answer = await sendSms.mutateAsync({ phone, purpose, altcha });
      setSent({
        phone,
        reference: answer.operationReferenceNumber,
        minutes: Math.max(1, Math.round(answer.expiresInSeconds / 60)),
      });
      codeForm.reset({ userEntredCode: '' });
    } catch (error) {
      if (isCaptchaError(error)) toast(sessionMessages.captchaRequired, 'warning');
      else if (fieldOfError(error, ['phone']) && error instanceof ApiError) onPhoneError(error.Message);
      else showError(error);
    } finally {
      // The solution was used (or refused); the next focus in the form solves a new one.
      captcha.reset();
    }
  };

  const verify = codeForm.handleSubmit(async ({ userEntredCode }) => {
    if (!sent) return;
    try {
      await validateCode.mutateAsync({ operationReferenceNumber: sent.reference, userEntredCode });
      onVerified({ phone: sent.phone, reference: sent.reference });
    } catch (error) {
      // A wrong code says how many tries are left; after the last one a new code is needed.
      if (
        error instanceof ApiError &&
        (fieldOfError(error, ['userEntredCode']) || error.code === 'too_many_requests')
      ) {
        codeForm.setError('userEntredCode', { type: 'server', message: error.Message }, { shouldFocus: true });
      } else {
        showError(error);
      }
    }
  });

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack spacing={2}>
        <CaptchaField controller={captcha.controller} />
        <Box>
          <PendingButton
            variant={activeSend ? 'outlined' : 'contained'}
            onClick={() => void send()}
            pending={sendSms.isPending}
          >
            {sendSms.isPending
              ? t('session.phoneVerification.sending')
              : activeSend
                ? t('session.phoneVerification.resend')
                : t('session.phoneVerification.send')}
          </PendingButton>
        </Box>
        {activeSend && (
          <>
            <Typography role="status">
              {t('session.phoneVerification.sent', {
                phone: formatMobilePhone(activeSend.phone),
                minutes: activeSend.minutes,
              })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <FormTextField
                control={codeForm.control}
                name="userEntredCode"
                label={t('session.phoneVerification.code')}
                hint={t('session.phoneVerification.codeHint')}
                clean={(value) => value.replace(/\D/g, '').slice(0, 6)}
                autoComplete="one-time-code"
                required
                sx={{ maxWidth: { sm: 260 } }}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                onKeyDown={(event) => {
                  // Enter checks the code instead of submitting the surrounding form.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void verify();
                  }
                }}
              />
              <PendingButton
                variant="contained"
                onClick={() => void verify()}
                pending={validateCode.isPending}
                sx={{ mt: { sm: 1 }, flexShrink: 0 }}
              >
                {validateCode.isPending
                  ? t('session.phoneVerification.verifying')
                  : t('session.phoneVerification.verify')}
              </PendingButton>
            </Stack>
          </>
        )}
      </Stack>
    </Box>
  );
}
