import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EstateDeclarationForm } from './estate-declaration-form';

// The building form's new fields: the ownership share beside the land share, and the
// zero-rate claim offered only for a dwelling, with the conditions it rests on.

function serverReplies() {
  return mockFetch({
    '/api/RetrieveEstateTypes': {
      body: {
        items: [
          { code: 'MESKEN', name: 'Mesken (daire)', kind: 'bina', taxClass: 'konut', taxClassName: 'Konut' },
          { code: 'DUKKAN', name: 'Dükkân ve mağaza', kind: 'bina', taxClass: 'isyeri', taxClassName: 'İşyeri' },
        ],
      },
    },
    '/api/RetrieveEstateUsageTypes': { body: { items: [{ code: 'KONUT', name: 'Konut' }] } },
    '/api/RetrieveEstateConstructionCost': {
      body: {
        year: 2026,
        years: [2026],
        constructionTypes: [{ code: 'BETONARME', name: 'Betonarme' }],
        constructionClasses: [{ code: 'SINIF3', name: '3. sınıf' }],
        items: [],
      },
    },
    '/api/RetrieveParametersWithoutAuthorization': {
      body: { parameters: [{ code: 'DOSYA_AZAMI_BOYUT_MB', group: 'DOSYA', value: '5', description: '' }] },
    },
  });
}

describe('the building declaration’s share and zero-rate fields', { timeout: 60_000 }, () => {
  it('asks the ownership share (hisse) separately from the land share (arsa payı)', async () => {
    serverReplies();
    renderWithProviders(
      <EstateDeclarationForm
        kind="bina"
        debtsPath="/DebtQuestioning"
        myDeclarationsPath="/Beyanlarim"
        renderAddress={() => null}
      />,
    );
    expect(screen.getByRole('textbox', { name: /^Hisse \(pay\)/ })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: /^Hisse \(payda\)/ })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: /^Arsa payı \(pay\)/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Arsa payı \(payda\)/ })).toHaveValue('');
    // A share larger than the whole: the contract's sentence under the field once typing pauses.
    fireEvent.change(screen.getByRole('textbox', { name: /^Hisse \(pay\)/ }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Hisse \(payda\)/ }), { target: { value: '2' } });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Hisse \(pay\)/ })).toHaveAccessibleDescription(
        'Hisse payı paydasından büyük olamaz.',
      ),
    );
  });

  it('offers the zero rate only for a dwelling, then asks the standing and the two conditions', async () => {
    serverReplies();
    const user = userEvent.setup();
    renderWithProviders(
      <EstateDeclarationForm
        kind="bina"
        debtsPath="/DebtQuestioning"
        myDeclarationsPath="/Beyanlarim"
        renderAddress={() => null}
      />,
    );
    const type = screen.getByRole('combobox', { name: /Bina türü/ });
    await waitFor(() => expect(type).toBeEnabled());
    // No type chosen, or a workplace: the claim is not offered at all.
    expect(screen.queryByRole('checkbox', { name: /Sıfır oran istiyorum/ })).not.toBeInTheDocument();
    await user.selectOptions(type, 'DUKKAN');
    expect(screen.queryByRole('checkbox', { name: /Sıfır oran istiyorum/ })).not.toBeInTheDocument();

    await user.selectOptions(type, 'MESKEN');
    const claim = await screen.findByRole('checkbox', { name: /Sıfır oran istiyorum/ });
    expect(screen.queryByRole('combobox', { name: /Durumunuz/ })).not.toBeInTheDocument();
    await user.click(claim);
    const status = await screen.findByRole('combobox', { name: /Durumunuz/ });
    expect([...status.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Seçiniz',
      'Herhangi bir geliri olmayan',
      'Emekli, dul veya yetim aylığı alan (SGK)',
      'Engelli',
      'Gazi',
      'Şehit dul veya yetimi',
    ]);
    expect(screen.getByRole('checkbox', { name: /bundan başka konutum/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /başka gelirim yok/ })).not.toBeChecked();

    // Switching to a workplace withdraws the claim instead of keeping it silently.
    await user.selectOptions(type, 'DUKKAN');
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: /Sıfır oran istiyorum/ })).not.toBeInTheDocument(),
    );
    await user.selectOptions(type, 'MESKEN');
    expect(await screen.findByRole('checkbox', { name: /Sıfır oran istiyorum/ })).not.toBeChecked();
  });
});
