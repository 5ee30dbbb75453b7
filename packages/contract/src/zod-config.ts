import { z } from 'zod';

// Imported by every module of this package that builds a schema, so that zod speaks Turkish wherever a
// schema is, even when a page loads only one domain's schemas (package.json "sideEffects").
//
// The Turkish sentences and the fields' Turkish names (turkish-issues.ts, field-names.ts; decision 030)
// load in their own chunk, just after the first paint: a form validates long after that, and the
// first screen's size budget (scripts/first-load.mjs) has no room for them. Until they are in, a
// problem reads as the general sentence below. The server waits for them before it takes calls.

type Issue = z.core.$ZodRawIssue;

let turkishIssueMessage: ((issue: Issue) => string) | undefined;

/** Resolves once zod speaks in full sentences; the API awaits it before it listens. */
export const turkishMessagesReady: Promise<void> = import('./turkish-issues').then((module) => {
  turkishIssueMessage = module.turkishIssueMessage;
});
// A loader that cannot follow this import (drizzle-kit reading the schema) must not end on it;
// whoever awaits the promise still sees the failure.
turkishMessagesReady.catch(() => undefined);

z.config({
  localeError: (issue) =>
    turkishIssueMessage?.(issue) ?? (issue.input === undefined ? 'Bu alan zorunludur.' : 'Bu alan geçerli değil.'),
});
