import { sessionMessages } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/feedback';
import { useAppSettings } from '../../../lib/app-settings';

type CaptchaState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

interface CaptchaHandle {
  /** The solution to send, after a verification that is running (or starts now) ends; null when unsolved. */
  solution: () => Promise<string | null>;
  /** Starts over: the server accepts a solution once, so after any call that used it. */
  reset: () => void;
}

/** How a form talks to its CaptchaField: the field attaches itself while it is on screen. */
export class CaptchaController implements CaptchaHandle {
  private handle: CaptchaHandle | null = null;

  attach(handle: CaptchaHandle | null): void {
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
 * The widget's code (ALTCHA and its Turkish texts, 36 kB gzip) loads once the form is on screen, not
 * with it (issue 12). The widget is a custom element that fills itself in as soon as it is defined, so
 * it is also what keeps a prerendered sign-in page hydrating exactly as the server rendered it.
 */
let altchaLoading: Promise<unknown> | undefined;
function loadAltcha(): Promise<unknown> {
  altchaLoading ??= import('altcha').then(() => import('altcha/i18n/tr'));
  return altchaLoading;
}

/** The widget's height, kept while its code loads, so the form below does not move (CLS). */
const widgetHeight = 75;

/** How long a submit waits for a proof of work that is still running. */
const waitForSolutionMs = 20_000;

/**
 * SPEC §2's human verification: ALTCHA, self-hosted. The browser solves a small proof of work from
 * our own server in a web worker as soon as the person starts filling the form (auto="onfocus"), so
 * usually nobody has to tick anything. No third party is involved.
 */
export function CaptchaField({ controller }: { controller: CaptchaController }) {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const hintId = useId();
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const [state, setState] = useState<CaptchaState>('unverified');
  const current = useRef<{ state: CaptchaState; payload: string | null }>({ state: 'unverified', payload: null });
  const waiting = useRef<((payload: string | null) => void)[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setLoaded(true),
      () => undefined, // Not loaded (offline): a submit then asks for the verification (SPEC §5's warning).
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state: CaptchaState; payload?: string | null }>).detail;
      const payload = detail.state === 'verified' ? (detail.payload ?? null) : null;
      current.current = { state: detail.state, payload };
      setState(detail.state);
      if (detail.state !== 'verifying') {
        for (const resolve of waiting.current.splice(0)) resolve(payload);
      }
      // An expired solution is useless; back to unverified, so the next focus solves a fresh one.
      if (detail.state === 'expired') widget.reset();
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [loaded]);

  useEffect(() => {
    controller.attach({
      solution: async () => {
        // Nothing started the proof of work yet: the field appeared while the person was already in
        // the form (a new phone number on /UserUpdate), so no focus came. Start it now.
        const widget = widgetRef.current;
        if (current.current.state === 'unverified' && typeof widget?.verify === 'function') await widget.verify().catch(() => null);
        if (current.current.state !== 'verifying') return current.current.payload;
        return new Promise<string | null>((resolve) => {
          waiting.current.push(resolve);
          setTimeout(() => resolve(current.current.payload), waitForSolutionMs);
        });
      },
      reset: () => {
        current.current = { state: 'unverified', payload: null };
        setState('unverified');
        widgetRef.current?.reset();
      },
    });
    return () => controller.attach(null);
  }, [controller]);

  return (
    <Box role="group" aria-label={t('session.captcha.label')} aria-describedby={hintId} data-captcha-state={state} sx={{ '& altcha-widget': { display: 'block', maxWidth: '100%' } }}>
      {loaded ? (
        <altcha-widget ref={widgetRef} challenge={`${settings.Service.replace(/\/+$/, '')}/captcha/challenge`} auto="onfocus" language="tr" name="altcha" />
      ) : (
        <Box sx={{ minHeight: widgetHeight }} />
      )}
      <Typography id={hintId} variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
        {t('session.captcha.hint')}
      </Typography>
    </Box>
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
