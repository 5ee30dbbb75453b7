import { type MemberInfo } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../../components/feedback';
import { useAppSettings } from '../../../../lib/app-settings';
import { ApiError } from '../../../../lib/errors';
import { useCreateUser } from '../../api/create-user-for-emunicipality';
import { isMemberExists } from '../../../../lib/form-errors';
import { readSignUpDraft } from '../../sign-up-draft';
import { addressInput, emptyAddress } from '../../../../components/address/address-fields';
import { AddressStep } from './address-step';
import { ContactStep } from './contact-step';
import { emptyIdentity, IdentityStep } from './identity-step';
import { PasswordStep, type PasswordValues } from './password-step';
import type { RegisterDraft } from './register-draft';

const steps = ['identity', 'contact', 'address', 'password'] as const;
type StepName = (typeof steps)[number];

/** Which step shows a field the server complained about. */
function stepOfField(field: string | undefined): StepName | undefined {
  if (!field) return undefined;
  if (['userGsmNumber', 'userEmail', 'validationKey'].includes(field)) return 'contact';
  if (field.startsWith('address')) return 'address';
  if (['password', 'passwordRepeat', 'kvkkAccepted', 'chkSMSInfo'].includes(field)) return 'password';
  return 'identity';
}

interface RegisterWizardProps {
  /** Shown on the identity step when the ID already has an account. */
  memberExists: ReactNode;
  onRegistered: (member: MemberInfo) => void;
}

/**
 * The membership application (/Register) as one flow of four steps: identity, contact with the
 * phone proven by SMS, address, password with the KVKK notice. CreateUserForEmunicipality writes it
 * all in one transaction; the button stays off while it runs and a repeat is refused (409) anyway.
 */
export function RegisterWizard({ memberExists, onRegistered }: RegisterWizardProps) {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const { showError } = useErrorDialog();
  const createUser = useCreateUser();
  // Read once: what the sign-up form left in memory (never storage).
  const [signUp] = useState(readSignUpDraft);
  const [active, setActive] = useState<StepName>('identity');
  const [draft, setDraft] = useState<RegisterDraft>({});
  const [stepError, setStepError] = useState<{ step: StepName; message: ReactNode } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const activeIndex = steps.indexOf(active);
  const moved = useRef(false);

  // Each new step starts at its heading, for keyboards and screen readers.
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [active]);

  const go = (step: StepName) => {
    moved.current = true;
    setActive(step);
  };

  const submit = async (
    values: { password: string; passwordRepeat: string; chkSMSInfo: boolean },
    setError: UseFormSetError<PasswordValues>,
  ) => {
    const { identity, contact, address } = draft;
    if (!identity || !contact || !address) return;
    setStepError(null);
    try {
      const { member } = await createUser.mutateAsync({
        ...identity.input,
        userGsmNumber: contact.verified.phone,
        userEmail: contact.email,
        validationKey: contact.verified.reference,
        address: addressInput(address),
        password: values.password,
        passwordRepeat: values.passwordRepeat,
        chkSMSInfo: values.chkSMSInfo,
        kvkkAccepted: true,
        applicationName: settings.ApplicationName,
      });
      onRegistered(member);
    } catch (error) {
      if (isMemberExists(error)) {
        setStepError({ step: 'identity', message: memberExists });
        go('identity');
        return;
      }
      const field = error instanceof ApiError && error.code === 'bad_input' ? error.field : undefined;
      const step = stepOfField(field);
      if (!(error instanceof ApiError) || !field || !step) {
        showError(error);
        return;
      }
      if (step === 'password') {
        setError(field as keyof PasswordValues, { type: 'server', message: error.Message }, { shouldFocus: true });
        return;
      }
      // A code verified long ago, or a field another step shows: go there and say why.
      if (field === 'validationKey')
        setDraft((current) => ({
          ...current,
          contact: current.contact && { ...current.contact, verified: { phone: '', reference: '' } },
        }));
      setStepError({ step, message: error.Message });
      go(step);
    }
  };

  const identityValues = draft.identity?.values ?? { ...emptyIdentity, userPidNo: signUp?.username ?? '' };

  return (
    <Box>
      <Stepper activeStep={activeIndex} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' }, mb: 3 }}>
        {steps.map((step) => (
          <Step key={step}>
            <StepLabel>{t(`session.register.steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ mb: 2, '&:focus': { outline: 'none' } }}
      >
        {t('session.register.stepOf', {
          current: activeIndex + 1,
          total: steps.length,
          name: t(`session.register.steps.${active}`),
        })}
      </Typography>
      {stepError?.step === active &&
        (typeof stepError.message === 'string' ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {stepError.message}
          </Alert>
        ) : (
          <Box sx={{ mb: 2 }}>{stepError.message}</Box>
        ))}
      {active === 'identity' && (
        <IdentityStep
          defaultValues={identityValues}
          memberExists={memberExists}
          onDone={(identity) => {
            setStepError(null);
            setDraft((current) => ({ ...current, identity }));
            go('contact');
          }}
        />
      )}
      {active === 'contact' && (
        <>
          {draft.identity?.registryExists && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('session.register.registryFound')}
            </Alert>
          )}
          <ContactStep
            defaultValues={{
              phoneText: draft.contact?.phoneText ?? '',
              email: draft.contact?.email ?? signUp?.email ?? '',
            }}
            verified={draft.contact?.verified.reference ? draft.contact.verified : null}
            onBack={() => go('identity')}
            onDone={(contact) => {
              setStepError(null);
              setDraft((current) => ({ ...current, contact }));
              go('address');
            }}
          />
        </>
      )}
      {active === 'address' && (
        <AddressStep
          defaultValues={draft.address ?? emptyAddress}
          onBack={() => go('contact')}
          onDone={(address) => {
            setStepError(null);
            setDraft((current) => ({ ...current, address }));
            go('password');
          }}
        />
      )}
      {active === 'password' && (
        <PasswordStep
          signUpPassword={signUp?.password}
          pending={createUser.isPending || createUser.isSuccess}
          onBack={() => go('address')}
          onSubmit={submit}
        />
      )}
    </Box>
  );
}
