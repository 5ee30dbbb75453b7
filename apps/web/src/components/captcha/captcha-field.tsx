import { sessionMessages } from '@ebelediye/contract/session-messages';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AltchaField, type AltchaHandle } from './altcha-field';
import { useToast } from '../feedback';
import { useAppSettings } from '../../lib/app-settings';

/** How a form talks to its CaptchaField: the field attaches itself while it is on screen. */
export class CaptchaController implements AltchaHandle {
  private handle: AltchaHandle | null = null;

  attach(handle: AltchaHandle | null): void {
    this.handle = handle;
  }

  solution(): Promise<string | null> {
    return this.handle?.solution() ?? Promise.resolve(null);
  }

  reset(): void {
    this.handle?.reset();
  }
}

/**
 * The membership forms' human verification: the shared ALTCHA widget (components/captcha), asking the
 * challenge from the configured service address and handing its handle to the form's controller.
 */
export function CaptchaField({ controller }: { controller: CaptchaController }) {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const attach = useCallback((handle: AltchaHandle | null) => controller.attach(handle), [controller]);
  return (
    <AltchaField
      ref={attach}
      challengeUrl={`${settings.Service.replace(/\/+$/, '')}/captcha/challenge`}
      label={t('session.captcha.label')}
      hint={t('session.captcha.hint')}
    />
  );
}

/** A form's captcha: the controller to give CaptchaField, and the solution or SPEC §5's warning. */
export function useCaptcha() {
  const [controller] = useState(() => new CaptchaController());
  const toast = useToast();
  return useMemo(
    () => ({
      controller,
      /** The solution, or null once the warning "Lütfen gerçek kişi olduğunuzu doğrulayınız." has shown. */
      solve: async () => {
        const solution = await controller.solution();
        if (!solution) toast(sessionMessages.captchaRequired, 'warning');
        return solution;
      },
      reset: () => controller.reset(),
    }),
    [controller, toast],
  );
}
