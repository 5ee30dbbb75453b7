import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { istanbulToday } from '@ebelediye/finance';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../lib/app-settings';
import { turkishDate } from './current-year';

/**
 * On paper only the table and what it is about: the top bar, side navigation, footer, chat button
 * and filters are hidden and the content takes the whole width. Mounted by the screens that print.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, nav, footer, .MuiDrawer-root, .MuiFab-root, .notistack-SnackbarContainer, [data-print="hide"]': {
            display: 'none !important',
          },
          // The layout leaves room for the fixed top bar and side nav; paper has neither.
          'body *:has(> main)': { marginLeft: '0 !important', paddingTop: '0 !important', minHeight: '0 !important' },
          main: { padding: '0 !important' },
          body: { background: '#fff !important' },
          'tr, li': { breakInside: 'avoid' },
          '@page': { margin: '14mm' },
        },
      }}
    />
  );
}

/** What the printed page is: the municipality, the table's title, the chosen filters and the date. */
export function PrintHeader({ title, filters }: { title: string; filters: string[] }) {
  const { t } = useTranslation();
  const settings = useAppSettings();
  // The municipality's day, as the tables' dates and the default year: the UTC day is a day behind from 21:00 to 24:00 UTC.
  const today = istanbulToday(new Date());
  return (
    <Box sx={{ display: 'none', '@media print': { display: 'block', mb: 2 } }}>
      <Typography sx={{ fontWeight: 700 }}>{settings.MunicipalityName}</Typography>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {filters.length > 0 && (
        <Typography variant="body2">
          {t('publicTables.filterSummary')}: {filters.join(' · ')}
        </Typography>
      )}
      <Typography variant="body2">
        {t('publicTables.printedOn', { date: turkishDate(today), municipality: settings.MunicipalityName })}
      </Typography>
    </Box>
  );
}
