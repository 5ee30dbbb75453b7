import { i18n } from '../lib/i18n';
import { declarations } from './tr/declarations';

// The declaration screens' sentences join the default namespace when their code loads (imported by
// each declaration screen), as the desk's, complaints' and cancellations' namespaces do: about 3.5 kB
// gzip that no other screen's first load carries.
if (!i18n.exists('declarations.common')) i18n.addResourceBundle('tr', 'translation', { declarations }, true, false);
