import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ErrorDialogProps {
  /** The sentence to show; the dialog is open while there is one. */
  message: string | undefined;
  onClose: () => void;
}

/** SPEC §8's generic error dialog, titled "Hata!". */
export function ErrorDialog({ message, onClose }: ErrorDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={message !== undefined}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{t('feedback.errorTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('feedback.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
