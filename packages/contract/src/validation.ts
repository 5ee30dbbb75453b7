import type { z } from 'zod';
import './zod-config';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * The first problem of a failed parse: the field's key (for the form to mark) and a sentence that
 * already names the field in Turkish — the schema's own ("Geçerli bir T.C. Kimlik No giriniz.") or
 * zod-config's ("Amaç geçerli bir seçenek değil.").
 */
export function firstFieldError(error: z.ZodError): FieldError {
  const issue = error.issues[0];
  return { field: issue.path.map(String).join('.'), message: issue.message };
}
