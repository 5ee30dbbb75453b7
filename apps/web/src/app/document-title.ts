import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitleFor, useAppSettings } from '../lib/app-settings';
import { useCurrentRouteEntry } from './current-route';

/** WCAG 2.4.2: every page is titled with its own name (the route table's title) and the municipality. */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const entry = useCurrentRouteEntry();
  const title = documentTitleFor(settings, entry ? t(`routes.${entry.title}`) : undefined);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
