import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../features/menus/filter-menu';
import { MenuSearch } from '../features/menus/components/menu-search';

interface SearchDialogProps {
  entries: MenuEntry[];
  open: boolean;
  onClose: () => void;
}

/** The phone's menu search, in a dialog opened from the top bar. Its own chunk, loaded on first opening (top-bar.tsx). */
export default function SearchDialog({ entries, open, onClose }: SearchDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={titleId}>{t('search.label')}</DialogTitle>
      <DialogContent sx={{ pb: 3 }}>
        <MenuSearch entries={entries} autoFocus onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
