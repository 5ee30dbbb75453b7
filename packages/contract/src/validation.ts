import { z } from 'zod';
import { generalMessages } from './zod-config';

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
