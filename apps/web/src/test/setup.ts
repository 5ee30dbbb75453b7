import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { turkishMessagesReady } from '@ebelediye/contract/zod-config';
import { afterEach, vi } from 'vitest';
// Some screens' sentences join i18next with those screens' code (each module that uses them imports
// them, locales/add-sentences.ts); component tests render the screens' parts without that.
import '../locales/declarations-sentences';
import '../locales/debts-sentences';
import '../locales/employees-sentences';
import '../locales/payments-sentences';
import '../locales/restructuring-sentences';

// findBy*/waitFor wait for a condition, not for a time: the library's 1 s default fails whole-screen
// renders on a busy 2-core machine (CI saw it at load 14). The test timeout still bounds a real hang.
configure({ asyncUtilTimeout: 10_000 });

// zod's Turkish sentences load apart from the schemas (decision 030); a test validates at once.
await turkishMessagesReady;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom lays nothing out and has no scrollIntoView; the skip link calls it.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
