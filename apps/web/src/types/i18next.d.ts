import 'i18next';
import type { Translation } from '../locales/tr';
import type { DeskTranslation } from '../locales/tr/desk';
import type { SubscriptionsTranslation } from '../locales/tr/subscriptions';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** 'desk' is added when the staff desk's code loads (apps/web/src/desk/desk-app.tsx). */
    /** 'subscriptions' when /ContractCancellation's code loads (routes/subscriptions/contract-cancellation-screen.tsx). */
    resources: { translation: Translation; desk: DeskTranslation; subscriptions: SubscriptionsTranslation };
  }
}
