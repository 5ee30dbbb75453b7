import { i18n } from '../lib/i18n';

/**
 * Adds a family of screens' sentences (`{ payments: {…} }`) to the default namespace, once: called by
 * the modules below when the first screen that uses them loads, so no other screen's first load carries
 * them. Every module that says `t('payments.…')` imports its family's module itself.
 */
export function addSentences(family: Record<string, object>): void {
  for (const [name, sentences] of Object.entries(family)) {
    if (i18n.getResource('tr', 'translation', name) === undefined)
      i18n.addResourceBundle('tr', 'translation', { [name]: sentences }, true, false);
  }
}
