import { BusyOverlay } from './busy-overlay';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorDialog } from './error-dialog';

export interface FeedbackDialogsProps {
  busy: boolean;
  error: string | undefined;
  onErrorClose: () => void;
  question: string | undefined;
  onAnswer: (confirmed: boolean) => void;
}

/** The overlay and the two dialogs of feedback-provider.tsx, in a chunk of their own (MUI's Modal and Dialog). */
export default function FeedbackDialogs({ busy, error, onErrorClose, question, onAnswer }: FeedbackDialogsProps) {
  return (
    <>
      <BusyOverlay open={busy} />
      <ErrorDialog message={error} onClose={onErrorClose} />
      <ConfirmDialog message={question} onAnswer={onAnswer} />
    </>
  );
}
