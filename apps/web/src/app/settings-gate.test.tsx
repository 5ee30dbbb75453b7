import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { useAppSettings } from '../lib/app-settings';
import { mockFetch } from '../test/fetch-mock';
import { testSettings } from '../test/fixtures';
import { SettingsGate } from './settings-gate';

function MunicipalityName() {
  return <p>{useAppSettings().MunicipalityName}</p>;
}

function renderGate(initialSettings?: typeof testSettings) {
  const client = new QueryClient();
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SettingsGate initialSettings={initialSettings}>
          <MunicipalityName />
        </SettingsGate>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('SettingsGate', () => {
  it('says it is loading until the settings arrive, then renders the app', async () => {
    mockFetch({ '/AppSetting.json': { body: testSettings } });
    renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    expect(await screen.findByText('Şile Belediyesi')).toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded, and renders once they can', async () => {
    let attempts = 0;
    mockFetch({ '/AppSetting.json': () => (++attempts === 1 ? { status: 503 } : { body: testSettings }) });
    renderGate();

    expect(await screen.findByText(/Uygulama ayarları yüklenemedi/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Şile Belediyesi')).toBeInTheDocument();
  });

  it('renders at once with the settings a prerendered page carries, then follows /AppSetting.json (decision 032)', async () => {
    const fetchMock = mockFetch({
      '/AppSetting.json': { body: { ...testSettings, MunicipalityName: 'Gölkıyı Belediyesi' } },
    });
    renderGate(testSettings);
    expect(screen.getByText('Şile Belediyesi')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByText('Gölkıyı Belediyesi')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
