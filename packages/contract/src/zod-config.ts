import { z } from 'zod';
import { tr } from 'zod/locales';

// Imported by every module of this package that builds a schema, so that zod speaks Turkish wherever a
// schema is, even when a page loads only one domain's schemas (package.json "sideEffects").

// zod's own messages in Turkish on both sides, so the browser and the server say the same sentence.
const turkish = tr();

/** zod's general sentences seen so far, so that a 400 can tell them from the ones our schemas write. */
export const generalMessages = new Set<string>();

z.config({
  localeError: (issue) => {
    const result = turkish.localeError?.(issue);
    const message = typeof result === 'string' ? result : result?.message;
    if (message && generalMessages.size < 10_000) generalMessages.add(message);
    return message;
  },
});
