import type { AppSettings } from '@ebelediye/contract';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FeedbackProvider } from '../components/feedback';
import { AuthProvider } from '../lib/auth/auth-provider';
import { AppThemeProvider } from '../layout/themes/theme-preference';
import { i18n } from '../lib/i18n';
import { QueryProvider } from './query-provider';
import { SettingsGate } from './settings-gate';

interface AppProviderProps {
  children: ReactNode;
  initialSettings?: AppSettings;
  /** The first render does not know the member yet: it renders or hydrates a member's screen from the server (decision 048). */
  memberUnknownAtFirst?: boolean;
}

export function AppProvider({ children, initialSettings, memberUnknownAtFirst }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <FeedbackProvider>
          <AuthProvider memberUnknownAtFirst={memberUnknownAtFirst}>
            <QueryProvider>
              <SettingsGate initialSettings={initialSettings}>{children}</SettingsGate>
            </QueryProvider>
          </AuthProvider>
        </FeedbackProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
