import 'i18next';
import type { Translation } from '../locales/tr';
import type { ComplaintsTranslation } from '../locales/tr/complaints';
import type { DeskTranslation } from '../locales/tr/desk';
import type { SubscriptionsTranslation } from '../locales/tr/subscriptions';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /**
     * 'desk', 'complaints' and 'subscriptions' are added when their screens' code loads
     * (features/desk/desk-app.tsx, features/complaints/screens/complaints-screen.tsx,
     * features/subscriptions/screens/contract-cancellation-screen.tsx), so the first load does not carry them.
     */
    resources: {
      translation: Translation;
      desk: DeskTranslation;
      complaints: ComplaintsTranslation;
      subscriptions: SubscriptionsTranslation;
    };
  }
}
