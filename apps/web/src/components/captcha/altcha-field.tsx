import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';

/** The widget's states (altcha v3 `statechange` event, `detail.state`). */
type AltchaState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

export interface AltchaHandle {
  /** The payload to send; waits for a proof of work that is still running; null when unsolved. */
  solution: () => Promise<string | null>;
  /** Starts over. The server accepts a solution once, so after every call that used one. */
  reset: () => void;
}

interface AltchaFieldProps {
  ref?: Ref<AltchaHandle>;
  /** The server's challenge address (GET). */
  challengeUrl: string;
  /** Names the widget's group for screen readers. */
  label: string;
  /** A line under the widget: what it is for. */
  hint: string;
  /** The warning to show under it (e.g. "Lütfen gerçek kişi olduğunuzu doğrulayınız."). */
  error?: string;
}

/** How long a submit waits for a proof of work that is still running. */
const waitForSolutionMs = 20_000;

/**
 * The widget's code (ALTCHA and its Turkish texts, 36 kB gzip) loads once the form is on screen, not
 * with it. The widget is a custom element that fills itself in as soon as it is defined, so
 * it is also what keeps a prerendered sign-in page hydrating exactly as the server rendered it.
 */
let altchaLoading: Promise<unknown> | undefined;
function loadAltcha(): Promise<unknown> {
  altchaLoading ??= import('altcha').then(() => import('altcha/i18n/tr'));
  return altchaLoading;
}

/** The widget's height, kept while its code loads, so the form below does not move (CLS). */
const widgetHeight = 75;

/**
 * SPEC §2's human verification, the one widget of every form that asks for it (sign-in, password
 * reset, phone verification, both fast payments): ALTCHA v3, self-hosted, no third party. The widget
 * fetches a signed challenge from our server (`challenge` attribute) and solves it in a blob: web
 * worker (the CSP allows worker-src blob:), starting as soon as the person focuses the form
 * (auto="onfocus"), so usually nobody has to tick anything. The payload arrives in the `statechange`
 * event's `detail.payload` with `detail.state === 'verified'`.
 */
export function AltchaField({ ref, challengeUrl, label, hint, error }: AltchaFieldProps) {
  const hintId = useId();
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const [state, setState] = useState<AltchaState>('unverified');
  const current = useRef<{ state: AltchaState; payload: string | null }>({ state: 'unverified', payload: null });
  const waiting = useRef<((payload: string | null) => void)[]>([]);
  const [loaded, setLoaded] = useState(false);
  // Submits that came before the widget was on the page and listening (its code still loading).
  const waitingForWidget = useRef<(() => void)[]>([]);

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
      const detail = (event as CustomEvent<{ state: AltchaState; payload?: string | null }>).detail;
      const payload = detail.state === 'verified' ? (detail.payload ?? null) : null;
      current.current = { state: detail.state, payload };
      setState(detail.state);
      if (detail.state !== 'verifying') for (const resolve of waiting.current.splice(0)) resolve(payload);
      // An expired solution is useless: back to unverified, so the next focus solves a fresh one.
      if (detail.state === 'expired') widget.reset();
    };
    widget.addEventListener('statechange', onStateChange);
    for (const resume of waitingForWidget.current.splice(0)) resume();
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [loaded]);

  /**
   * The widget, on the page and listening. A person (or the browser's autofill) may submit before its
   * code has arrived — on a slow phone the form is there first, prerendered: the submit waits for it
   * instead of calling them a robot. Null when the code cannot load (offline).
   */
  const readyWidget = async (): Promise<AltchaWidgetElement | null> => {
    if (widgetRef.current) return widgetRef.current;
    const arrived = await loadAltcha().then(
      () => true,
      () => false,
    );
    if (!arrived) return null;
    if (!widgetRef.current) await new Promise<void>((resume) => waitingForWidget.current.push(resume));
    return widgetRef.current;
  };

  useImperativeHandle(
    ref,
    () => ({
      solution: async () => {
        // Nothing started the proof of work yet: the field appeared while the person was already in
        // the form (a new phone number on /UserUpdate), or the widget arrived after the focus, so no
        // focus started it. Start it now.
        const widget = await readyWidget();
        if (current.current.state === 'unverified' && typeof widget?.verify === 'function')
          await widget.verify().catch(() => null);
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
    }),
    [],
  );

  return (
    <Box
      role="group"
      aria-label={label}
      aria-describedby={hintId}
      data-captcha-state={state}
      sx={{ '& altcha-widget': { display: 'block', maxWidth: '100%' } }}
    >
      {loaded ? (
        <altcha-widget ref={widgetRef} challenge={challengeUrl} auto="onfocus" language="tr" name="altcha" />
      ) : (
        <Box sx={{ minHeight: widgetHeight }} />
      )}
      <Typography id={hintId} variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
        {hint}
      </Typography>
      {error && (
        <Typography role="alert" variant="body2" sx={{ mt: 0.5, color: 'error.main', fontWeight: 600 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
