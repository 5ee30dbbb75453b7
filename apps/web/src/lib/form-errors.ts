import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './errors';

/** A 400 that names one of `fields`: that field's name, else undefined. */
export function fieldOfError<F extends string>(error: unknown, fields: readonly F[]): F | undefined {
  if (!(error instanceof ApiError) || error.code !== 'bad_input' || !error.field) return undefined;
  return fields.find((field) => field === error.field);
}

/**
 * Puts a server 400's sentence under the field it is about (the server names it in `field`), as
 * the client's own validation would. Returns false when the error is about something else.
 */
export function showFieldError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const field = fieldOfError(error, fields);
  if (!field || !(error instanceof ApiError)) return false;
  setError(field, { type: 'server', message: error.Message }, { shouldFocus: true });
  return true;
}

/** The server refused the ALTCHA solution (missing, used or expired). */
export function isCaptchaError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'bad_input' && error.field === 'altcha';
}

/** The ID already has an account (409 on the application). */
export function isMemberExists(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'conflict';
}
