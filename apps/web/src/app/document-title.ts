import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isDeskPath } from '../features/desk/desk-paths';
import { documentTitleFor, useAppSettings } from '../lib/app-settings';
import { useCurrentRouteEntry } from '../lib/current-route';

/** WCAG 2.4.2: every page is titled with its own name (the route table's title) and the municipality. */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const entry = useCurrentRouteEntry();
  const { pathname } = useLocation();
  const title = documentTitleFor(settings, entry ? t(`routes.${entry.title}`) : undefined);
  // The desk titles its own pages (features/desk/desk-title.ts); this parent effect would run after theirs.
  const desk = isDeskPath(pathname);
  useEffect(() => {
    if (!desk) document.title = title;
  }, [title, desk]);
}
