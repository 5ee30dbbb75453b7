import { UNEXPECTED_ERROR_MESSAGE } from '@ebelediye/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageOf } from './errors';

describe('errorMessageOf', () => {
  it("shows a failed call's own sentence", () => {
    expect(errorMessageOf(new ApiError(409, 'conflict', 'Bu borç zaten ödenmiş.', {}))).toBe('Bu borç zaten ödenmiş.');
  });

  it('shows a sentence thrown as a string', () => {
    expect(errorMessageOf('Sicil bilgisi bulunamadı')).toBe('Sicil bilgisi bulunamadı');
  });

  it('shows the Message of a plain error body', () => {
    expect(errorMessageOf({ Message: 'Kayıt bulunamadı.', code: 'not_found' })).toBe('Kayıt bulunamadı.');
  });

  it('never shows a programming error to a citizen', () => {
    expect(errorMessageOf(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      UNEXPECTED_ERROR_MESSAGE,
    );
    expect(errorMessageOf(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(errorMessageOf('  ')).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
