import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitleFor, useAppSettings } from '../../lib/app-settings';
import type { DeskTranslation } from '../../locales/tr/desk';

/** WCAG 2.4.2 on the desk: "<page> – Personel Masası – <MUNICIPALITY>". */
export function useDeskTitle(title: keyof DeskTranslation['pages']) {
  const { t } = useTranslation('desk');
  const settings = useAppSettings();
  const text = documentTitleFor(settings, `${t(`pages.${title}`)} – ${t('name')}`);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
