import { z } from 'zod';
import { tr } from 'zod/locales';

// zod's own messages in Turkish on both sides, so the browser and the server say the same sentence.
const turkish = tr();

/** zod's general sentences seen so far, so that a 400 can tell them from the ones our schemas write. */
const generalMessages = new Set<string>();

z.config({
  localeError: (issue) => {
    const result = turkish.localeError?.(issue);
    const message = typeof result === 'string' ? result : result?.message;
    if (message && generalMessages.size < 10_000) generalMessages.add(message);
    return message;
  },
});

export interface FieldError {
  field: string;
  message: string;
}

/**
 * The first problem of a failed parse as a sentence that names the field. Schemas in this package
 * write their own sentences ("Geçerli bir T.C. Kimlik No giriniz."); zod's general ones
 * ("Geçersiz değer: …") get the field's name in front.
 */
export function firstFieldError(error: z.ZodError): FieldError {
  const issue = error.issues[0];
  const field = issue.path.map(String).join('.');
  const isGeneral = generalMessages.has(issue.message);
  const message = isGeneral && field ? `"${field}" alanı: ${issue.message}` : issue.message;
  return { field, message };
}
