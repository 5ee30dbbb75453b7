import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FeedbackProvider } from '../components/feedback';
import { AuthProvider } from '../features/session/auth-provider';
import { regionThemes } from '../layout/layout-settings';
import { themes } from '../layout/themes/themes';
import { i18n } from '../lib/i18n';
import { QueryProvider } from './query-provider';
import { SettingsGate } from './settings-gate';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={themes[regionThemes.main]}>
        <CssBaseline />
        <FeedbackProvider>
          <AuthProvider>
            <QueryProvider>
              <SettingsGate>{children}</SettingsGate>
            </QueryProvider>
          </AuthProvider>
        </FeedbackProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
