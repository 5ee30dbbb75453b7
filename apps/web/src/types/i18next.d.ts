import 'i18next';
import type { Translation } from '../locales/tr';
import type { ComplaintsTranslation } from '../locales/tr/complaints';
import type { DeskTranslation } from '../locales/tr/desk';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /**
     * 'desk' and 'complaints' are added when their screens' code loads (desk/desk-app.tsx,
     * app/routes/complaints/complaints-screen.tsx), so the first load does not carry them.
     */
    resources: { translation: Translation; desk: DeskTranslation; complaints: ComplaintsTranslation };
  }
}
