import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden';

interface FilterPanelProps {
  children: ReactNode;
  actions?: ReactNode;
  /** How many filters differ from the defaults; shown on the phone's toggle button. */
  activeCount?: number;
}

/**
 * The filters of a table screen, in a grid that becomes one column on a phone. On a phone they fold
 * behind a "Filtreler" button so the table is on the first screen; they are never printed.
 */
export function FilterPanel({ children, actions, activeCount = 0 }: FilterPanelProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const panelId = useId();
  const open = !isPhone || openOnPhone;
  return (
    <Box sx={{ mb: 2, '@media print': { display: 'none' } }}>
      {isPhone && (
        <Button
          variant="outlined"
          fullWidth
          startIcon={<FilterListIcon />}
          aria-expanded={openOnPhone}
          aria-controls={panelId}
          onClick={() => setOpenOnPhone((value) => !value)}
          sx={{ mb: open ? 1 : 0 }}
        >
          {activeCount > 0 ? t('publicTables.filtersWithCount', { active: activeCount }) : t('publicTables.filters')}
        </Button>
      )}
      <Paper
        component="section"
        id={panelId}
        aria-labelledby={`${panelId}-title`}
        variant="outlined"
        hidden={!open}
        sx={{ p: 2 }}
      >
        <Typography id={`${panelId}-title`} component="h2" sx={visuallyHidden}>
          {t('publicTables.filters')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {children}
        </Box>
        {actions && <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Paper>
    </Box>
  );
}
