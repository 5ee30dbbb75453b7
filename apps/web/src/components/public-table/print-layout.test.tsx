import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppSettingsContext } from '../../lib/app-settings';
import { i18n } from '../../lib/i18n';
import { testSettings } from '../../test/fixtures';
import { PrintHeader } from './print-layout';

describe('PrintHeader', () => {
  beforeEach(() => {
    // Only Date is faked: the clock is fixed, timers and promises run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("dates the page with Istanbul's day, as the tables do, also between 21:00 and 24:00 UTC", () => {
    // 23 November 22:30 UTC is already 24 November 01:30 in Istanbul (UTC+3).
    vi.setSystemTime(new Date('2026-11-23T22:30:00Z'));
    render(
      <I18nextProvider i18n={i18n}>
        <AppSettingsContext.Provider value={testSettings}>
          <PrintHeader title="Emlak vergisi tarifesi" filters={[]} />
        </AppSettingsContext.Provider>
      </I18nextProvider>,
    );
    expect(screen.getByText(/tarihinde/).textContent).toBe(
      '24.11.2026 tarihinde Şile Belediyesi e-Belediye sayfasından alınmıştır.',
    );
  });
});
