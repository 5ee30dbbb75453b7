import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { errorMessageOf } from '../../lib/errors';
import { BusyOverlay } from './busy-overlay';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorDialog } from './error-dialog';
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

/** The dialogs, overlay and toasts every screen shares (SPEC §8, §9). */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  // Queues, so a second error or question waits for the first instead of replacing it.
  const [errors, setErrors] = useState<string[]>([]);
  const [questions, setQuestions] = useState<PendingQuestion[]>([]);
  const [busyTasks, setBusyTasks] = useState(0);

  const showError = useCallback((error: unknown) => setErrors((queue) => [...queue, errorMessageOf(error)]), []);

  const confirm = useCallback(
    (message: string) => new Promise<boolean>((resolve) => setQuestions((queue) => [...queue, { message, answer: resolve }])),
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

  return (
    <FeedbackContext.Provider value={feedback}>
      <ToastProvider>{children}</ToastProvider>
      <BusyOverlay open={busyTasks > 0} />
      <ErrorDialog message={errors[0]} onClose={() => setErrors((queue) => queue.slice(1))} />
      <ConfirmDialog
        message={question?.message}
        onAnswer={(confirmed) => {
          question?.answer(confirmed);
          setQuestions((queue) => queue.slice(1));
        }}
      />
    </FeedbackContext.Provider>
  );
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
