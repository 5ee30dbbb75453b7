import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { errorMessageOf } from '../../lib/errors';
import { lazyOr } from '../../lib/lazy-or';
import { useHasBeenTrue } from '../../lib/use-has-been-true';
import { whenIdle } from '../../lib/when-idle';
import type { FeedbackDialogsProps } from './feedback-dialogs';
import { ToastProvider } from './toast-provider';

interface Feedback {
  /** Shows SPEC §8's "Hata!" dialog with the error's message, or the generic sentence. */
  showError: (error: unknown) => void;
  /** Asks a yes/no question in the "Bilgilendirme" dialog; resolves true for "Evet". */
  confirm: (message: string) => Promise<boolean>;
  /** Shows the "Yükleniyor..." overlay until the task settles, and passes its result on. */
  whileBusy: <T>(task: Promise<T>) => Promise<T>;
}

interface PendingQuestion {
  message: string;
  answer: (confirmed: boolean) => void;
}

const FeedbackContext = createContext<Feedback | null>(null);

const loadDialogs = () => import('./feedback-dialogs');
const FeedbackDialogs = lazyOr(loadDialogs, NativeDialogs);

/**
 * The dialogs, overlay and toasts every screen shares (SPEC §8, §9). The dialogs and overlay (MUI's
 * Modal, Dialog and Backdrop: 6 kB gzip) are not part of the first load: they are rendered
 * from the first time one is needed, and their code is fetched once the page is idle, so that an error
 * after the network has gone still has its dialog.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  // Queues, so a second error or question waits for the first instead of replacing it.
  const [errors, setErrors] = useState<string[]>([]);
  const [questions, setQuestions] = useState<PendingQuestion[]>([]);
  const [busyTasks, setBusyTasks] = useState(0);

  // A sentence already waiting is not queued twice: a screen's two calls that both find the session
  // ended say "Bu işlem için giriş yapmalısınız." once.
  const showError = useCallback((error: unknown) => {
    const message = errorMessageOf(error);
    setErrors((queue) => (queue.includes(message) ? queue : [...queue, message]));
  }, []);

  const confirm = useCallback(
    (message: string) =>
      new Promise<boolean>((resolve) => setQuestions((queue) => [...queue, { message, answer: resolve }])),
    [],
  );

  const whileBusy = useCallback(async <T,>(task: Promise<T>) => {
    setBusyTasks((count) => count + 1);
    try {
      return await task;
    } finally {
      setBusyTasks((count) => count - 1);
    }
  }, []);

  const feedback = useMemo(() => ({ showError, confirm, whileBusy }), [showError, confirm, whileBusy]);
  const question = questions[0];
  const closeError = useCallback(() => setErrors((queue) => queue.slice(1)), []);
  const answer = useCallback(
    (confirmed: boolean) => {
      question?.answer(confirmed);
      setQuestions((queue) => queue.slice(1));
    },
    [question],
  );

  useEffect(() => whenIdle(() => void loadDialogs().catch(() => undefined)), []);
  const dialogsWanted = useHasBeenTrue(busyTasks > 0 || errors.length > 0 || questions.length > 0);

  return (
    <FeedbackContext.Provider value={feedback}>
      <ToastProvider>{children}</ToastProvider>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <FeedbackDialogs
            busy={busyTasks > 0}
            error={errors[0]}
            onErrorClose={closeError}
            question={question?.message}
            onAnswer={answer}
          />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

/** The browser's own dialogs, when the page's could not be fetched: the message still reaches the person. */
function NativeDialogs({ error, onErrorClose, question, onAnswer }: FeedbackDialogsProps) {
  useEffect(() => {
    if (error === undefined) return;
    window.alert(error);
    onErrorClose();
  }, [error, onErrorClose]);
  useEffect(() => {
    if (question !== undefined) onAnswer(window.confirm(question));
  }, [question, onAnswer]);
  return null;
}

function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('feedback hooks are used outside FeedbackProvider');
  return feedback;
}

export function useErrorDialog(): Pick<Feedback, 'showError'> {
  const { showError } = useFeedback();
  return { showError };
}

export function useConfirm(): Feedback['confirm'] {
  return useFeedback().confirm;
}

export function useBusy(): Pick<Feedback, 'whileBusy'> {
  const { whileBusy } = useFeedback();
  return { whileBusy };
}
