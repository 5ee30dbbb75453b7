import type { AppSettings } from '@ebelediye/contract';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FeedbackProvider } from '../components/feedback';
import { AuthProvider } from '../features/session/auth-provider';
import { AppThemeProvider } from '../layout/themes/theme-preference';
import { i18n } from '../lib/i18n';
import { QueryProvider } from './query-provider';
import { SettingsGate } from './settings-gate';

export function AppProvider({ children, initialSettings }: { children: ReactNode; initialSettings?: AppSettings }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <FeedbackProvider>
          <AuthProvider>
            <QueryProvider>
              <SettingsGate initialSettings={initialSettings}>{children}</SettingsGate>
            </QueryProvider>
          </AuthProvider>
        </FeedbackProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
