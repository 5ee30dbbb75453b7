/**
 * What the sign-up form collected (SPEC §3 "Sign-up form"), carried into the /Register application.
 * Held only in this tab's memory: never in sessionStorage, localStorage or history state, so the
 * password is gone on reload, on completion and when the tab closes.
 */
export interface SignUpDraft {
  username: string;
  email: string;
  password: string;
}

let draft: SignUpDraft | null = null;

export function keepSignUpDraft(next: SignUpDraft): void {
  draft = next;
}

export function readSignUpDraft(): SignUpDraft | null {
  return draft;
}

export function forgetSignUpDraft(): void {
  draft = null;
}
