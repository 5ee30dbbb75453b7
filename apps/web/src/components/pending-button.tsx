import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { MouseEvent } from 'react';

interface PendingButtonProps extends ButtonProps {
  /** Its call is running: a press does nothing, but the button keeps focus. */
  pending: boolean;
}

/**
 * A button whose call may be running. A `disabled` button drops keyboard focus to the page body
 * the moment it is pressed (WCAG 2.4.3), so while pending it is only `aria-disabled`: it stays
 * focused, says it is unavailable, shows a spinner and ignores presses — a submit button included,
 * since cancelling its click also cancels the form's submission (Enter in a field clicks it too).
 */
export function PendingButton({ pending, onClick, startIcon, children, ...props }: PendingButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      {...props}
      aria-disabled={pending || undefined}
      onClick={press}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
    >
      {children}
    </Button>
  );
}
