import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  /** The question; the dialog is open while there is one. */
  message: string | undefined;
  onAnswer: (confirmed: boolean) => void;
}

/** SPEC §8's confirm dialog: titled "Bilgilendirme", answered with "Evet" or "Hayır". */
export function ConfirmDialog({ message, onAnswer }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={message !== undefined}
      // Escape means "Hayır"; a click beside the dialog answers nothing. The second click of a double
      // click on the button that asked lands there, and must not turn "submit" into a silent no.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onAnswer(false);
      }}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{t('feedback.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{t('feedback.no')}</Button>
        <Button onClick={() => onAnswer(true)} variant="contained" autoFocus>
          {t('feedback.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
