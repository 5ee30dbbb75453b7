import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, useFocusMainOnArrival } from './skip-link';
import { useAppSettings } from '../lib/app-settings';

/** SPEC §2 session pages (sign-in, sign-up, password reset, 404): a card on its own, no menu. */
export function SessionLayout({ children }: { children: ReactNode }) {
  const settings = useAppSettings();
  useFocusMainOnArrival();
  return (
    // A phone's card starts at the top: centred, the server's page moved up as the browser laid out the
    // rest of its HTML after the first paint (a layout shift of 0.13–0.29 in 1 of ~15 loads).
    <Box
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        p: { xs: 2, sm: 3 },
      }}
    >
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ width: '100%', maxWidth: 480, '&:focus': { outline: 'none' } }}
      >
        <Typography
          component="p"
          variant="subtitle1"
          sx={{ textAlign: 'center', mb: 2, fontWeight: 600, color: 'text.secondary' }}
        >
          {settings.MunicipalityName}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
