/**
 * One error model for the whole product (DESIGN.md "wire contract"): a non-2xx status with
 * `{ Message, code }`, Message being a sentence a person can read.
 */
export const errorStatus = {
  bad_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  server: 500,
  paused: 503,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorBody {
  Message: string;
  code: ErrorCode;
  /** The input field a 400 is about, dotted for nested fields. */
  field?: string;
}

/** An address under /api or /sandbox that names no operation (a 404 that is not about a record). */
export const UNKNOWN_OPERATION_MESSAGE = 'Böyle bir işlem yok.';

/** SPEC §8's generic fallback sentence. */
export const UNEXPECTED_ERROR_MESSAGE = 'Beklenmedik bir hata oluştu';

export const errorMessages: Record<ErrorCode, string> = {
  bad_input: 'Girilen bilgiler geçersiz.',
  unauthenticated: 'Bu işlem için giriş yapmalısınız.',
  forbidden: 'Bu kayda erişim yetkiniz yok.',
  not_found: 'Aradığınız kayıt bulunamadı.',
  conflict: 'Bu işlem daha önce yapılmış.',
  too_many_requests: 'Çok fazla deneme yaptınız. Lütfen bir süre sonra tekrar deneyiniz.',
  server: UNEXPECTED_ERROR_MESSAGE,
  paused: 'Sistem şu anda bakım nedeniyle işlem kabul etmiyor.',
  unavailable: 'Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyiniz.',
};
