/**
 * Partial masks for the desk (decision 088): enough for the person on the phone to recognise their
 * own number or address, not enough to copy it.
 */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 2)}***@${host.slice(0, 1)}***${tld}`;
}

/** Identity and card-like numbers a person may type into a free-text reason, masked before the audit trail keeps it. */
export function scrubNumbers(text: string): string {
  return text.replace(
    /\d{10,19}/g,
    (digits) => `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`,
  );
}
