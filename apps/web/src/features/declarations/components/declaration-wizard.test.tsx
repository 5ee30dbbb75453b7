import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { measureText, optionalCode, parseDecimal } from '../declaration-form';
import {
  DeclarationNumberField,
  DeclarationSelectField,
  DeclarationTextField,
  FormSection,
} from './declaration-fields';
import { DeclarationWizard } from './declaration-wizard';

// The shell with the smallest declaration (ÇTV: activity, grade, area, address): what every kind shares.

type Values = { year: string; activityTypeCode: string; grade: string; areaM2: string; addressText: string };
const empty: Values = { year: '2026', activityTypeCode: '', grade: '', areaM2: '', addressText: '' };
const activities = [{ code: 'BAKKAL', label: 'Bakkal' }];

function EctWizard() {
  return (
    <DeclarationWizard
      record="RecordEMunicipalityECTDeclaration"
      preview="PreviewEMunicipalityECTDeclaration"
      defaultValues={empty}
      toInput={(values: Values) => ({
        year: Number(values.year),
        activityTypeCode: optionalCode(values.activityTypeCode) as string,
        grade: parseDecimal(values.grade) as number,
        areaM2: measureText(values.areaM2),
        addressText: values.addressText,
      })}
      reviewRows={(values) => [
        { label: 'Faaliyet', value: activities.find((item) => item.code === values.activityTypeCode)?.label },
        { label: 'Alan', value: `${values.areaM2} m²` },
      ]}
      debtsPath="/DebtQuestioning"
      myDeclarationsPath="/Beyanlarim"
      owner={{ name: 'Ali Yılmaz', identityNoMasked: '100******46', kindName: 'Gerçek kişi' }}
    >
      {({ control }) => (
        <FormSection title="İşyeri">
          <DeclarationSelectField
            control={control}
            name="activityTypeCode"
            label="Faaliyet türü"
            options={activities}
            required
          />
          <DeclarationNumberField control={control} name="grade" label="Derece" kind="whole" required />
          <DeclarationNumberField control={control} name="areaM2" label="İşyeri alanı (m²)" required />
          <DeclarationTextField control={control} name="addressText" label="Adres" required />
        </FormSection>
      )}
    </DeclarationWizard>
  );
}

const computation = {
  year: 2026,
  breakdown: [
    { label: 'Faaliyet', value: 'Bakkal (3. grup)' },
    { label: '2026 yıllık ÇTV', value: '₺1.200,00' },
  ],
  totalKurus: 120_000,
  installments: [
    {
      revenueCode: 'CTV',
      installment: 1,
      dueDate: '2026-05-31',
      amountKurus: 60_000,
      description: '2026 Çevre Temizlik Vergisi 1. taksit',
    },
    {
      revenueCode: 'CTV',
      installment: 2,
      dueDate: '2026-11-30',
      amountKurus: 60_000,
      description: '2026 Çevre Temizlik Vergisi 2. taksit',
    },
  ],
};

const recorded = {
  declarationId: 41,
  declarationNo: 'BYN-2026-000041',
  computation,
  summaryUrl: '/api/declarations/41.pdf',
};

function serverReplies(record: Parameters<typeof mockFetch>[0][string] = { body: recorded }) {
  return mockFetch({
    '/api/RetrieveParametersWithoutAuthorization': {
      body: { parameters: [{ code: 'DOSYA_AZAMI_BOYUT_MB', group: 'DOSYA', value: '5', description: '' }] },
    },
    '/api/PreviewEMunicipalityECTDeclaration': { body: computation },
    '/api/RecordEMunicipalityECTDeclaration': record,
  });
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, name: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/${name}`));

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Faaliyet türü/ }), 'BAKKAL');
  await user.type(screen.getByRole('textbox', { name: /Derece/ }), '2');
  await user.type(screen.getByRole('textbox', { name: /İşyeri alanı/ }), '85,5');
  await user.type(screen.getByRole('textbox', { name: /Adres/ }), 'Sanayi Mah. 3. Cad. No: 21');
}

describe('the declaration shell', { timeout: 60_000 }, () => {
  it('shows the contract’s Turkish message under a field once typing pauses, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = serverReplies();
    renderWithProviders(<EctWizard />);
    const field = screen.getByRole('textbox', { name: /Derece/ });
    fireEvent.change(field, { target: { value: '7' } });
    // Debounced: the sentence is not there the instant the key is pressed…
    expect(screen.queryByText('Derece 1–5 arasında olmalıdır.')).not.toBeInTheDocument();
    // …and appears under the field when the person pauses.
    expect(await screen.findByText('Derece 1–5 arasında olmalıdır.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Derece 1–5 arasında olmalıdır.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));
    expect(await screen.findByText('Lütfen işaretli alanları düzeltiniz.')).toBeInTheDocument();
    expect(screen.getByText('Faaliyet türü seçiniz.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PreviewEMunicipalityECTDeclaration')).toHaveLength(0);
    expect(callsTo(fetchMock, 'RecordEMunicipalityECTDeclaration')).toHaveLength(0);
  });

  it('previews the tax with its breakdown only when the form is valid', async () => {
    const user = userEvent.setup();
    const fetchMock = serverReplies();
    renderWithProviders(<EctWizard />);
    const panel = screen.getByRole('region', { name: 'Vergi önizlemesi' });
    expect(
      within(panel).getByText('Bütün zorunlu alanlar doğru doldurulunca vergi burada hesaplanır.'),
    ).toBeInTheDocument();
    await fillValidForm(user);
    expect(
      await within(panel).findByText('₺1.200,00', { selector: '[data-testid="preview-total"]' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Bakkal (3. grup)')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Taksitler' }).querySelectorAll('li')).toHaveLength(2);
    const previews = callsTo(fetchMock, 'PreviewEMunicipalityECTDeclaration');
    // Asked when typing settles on a valid form, not once per key (the address alone is 26 keys).
    expect(previews.length).toBeGreaterThan(0);
    expect(previews.length).toBeLessThan(4);
    expect(JSON.parse(String(previews.at(-1)![1]?.body))).toMatchObject({
      activityTypeCode: 'BAKKAL',
      grade: 2,
      areaM2: '85,5',
      year: 2026,
    });

    // A form that stops being valid shows no sum: an old one would pass for the tax of what is typed.
    await user.clear(screen.getByRole('textbox', { name: /İşyeri alanı/ }));
    expect(
      await within(panel).findByText('Bütün zorunlu alanlar doğru doldurulunca vergi burada hesaplanır.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByTestId('preview-total')).not.toBeInTheDocument();
  });

  it('goes from review through the “Bilgilendirme” question to the declaration number, submitting once', async () => {
    const user = userEvent.setup();
    const fetchMock = serverReplies();
    renderWithProviders(<EctWizard />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));

    expect(await screen.findByRole('heading', { name: 'Adım 2 / 3: Kontrol' })).toHaveFocus();
    const details = screen.getByRole('region', { name: 'Beyan bilgileri' });
    expect(within(details).getByText('Bakkal')).toBeInTheDocument();
    expect(within(details).getByText('85,5 m²')).toBeInTheDocument();
    expect(screen.getByText('Ali Yılmaz')).toBeInTheDocument();

    // "Hayır" sends nothing.
    await user.click(screen.getByRole('button', { name: 'Beyanı gönder' }));
    const question = await screen.findByRole('dialog', { name: 'Bilgilendirme' });
    await user.click(within(question).getByRole('button', { name: 'Hayır' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'RecordEMunicipalityECTDeclaration')).toHaveLength(0);

    // A double click asks once and records once.
    await user.dblClick(screen.getByRole('button', { name: 'Beyanı gönder' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bilgilendirme' })).getByRole('button', { name: 'Evet' }),
    );

    expect(await screen.findByTestId('declaration-number')).toHaveTextContent('BYN-2026-000041');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Adım 3 / 3: Sonuç' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Beyanname özetini indir \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/declarations/41.pdf',
    );
    expect(screen.getByRole('link', { name: 'Taksitleri Borç Sorgulama ekranında görün' })).toHaveAttribute(
      'href',
      '/DebtQuestioning',
    );
    expect(screen.getByText('2026 Çevre Temizlik Vergisi 2. taksit')).toBeInTheDocument();
    const records = callsTo(fetchMock, 'RecordEMunicipalityECTDeclaration');
    expect(records).toHaveLength(1);
    const body = JSON.parse(String(records[0][1]?.body));
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toMatchObject({ activityTypeCode: 'BAKKAL', documents: [] });
  });

  it('says when no tax is due, and which installment is already overdue and from when interest runs', async () => {
    const user = userEvent.setup();
    const overdue = {
      ...recorded,
      computation: {
        ...computation,
        installments: [
          { ...computation.installments[0], overdue: true, interestFrom: '2026-06-01' },
          computation.installments[1],
        ],
      },
    };
    serverReplies({ body: overdue });
    const { unmount } = renderWithProviders(<EctWizard />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));
    await user.click(await screen.findByRole('button', { name: 'Beyanı gönder' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bilgilendirme' })).getByRole('button', { name: 'Evet' }),
    );
    expect(await screen.findByTestId('declaration-overdue')).toHaveTextContent(
      '2026 Çevre Temizlik Vergisi 1. taksit: son ödeme tarihi 31.05.2026 geçti. Gecikme zammı 01.06.2026 tarihinden itibaren işler',
    );
    expect(
      screen.getByText('Aşağıdaki taksitler borçlarınıza eklendi; son ödeme tarihlerine kadar ödeyebilirsiniz.'),
    ).toBeInTheDocument();
    unmount();

    serverReplies({ body: { ...recorded, computation: { ...computation, totalKurus: 0, installments: [] } } });
    renderWithProviders(<EctWizard />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));
    await user.click(await screen.findByRole('button', { name: 'Beyanı gönder' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bilgilendirme' })).getByRole('button', { name: 'Evet' }),
    );
    expect(
      await screen.findByText('Bu beyan için ödenecek vergi doğmadı; borçlarınıza bir şey eklenmedi.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Aşağıdaki taksitler borçlarınıza eklendi; son ödeme tarihlerine kadar ödeyebilirsiniz.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByTestId('declaration-overdue')).not.toBeInTheDocument();
  });

  it('shows the server’s 409 sentence in place when the same declaration was already made', async () => {
    const user = userEvent.setup();
    serverReplies({
      status: 409,
      body: {
        Message:
          'Bu beyan bu dönem için daha önce verilmiş (beyanname no BYN-2026-000007). Değişiklik için belediyeye başvurunuz.',
        code: 'conflict',
      },
    });
    renderWithProviders(<EctWizard />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));
    await user.click(await screen.findByRole('button', { name: 'Beyanı gönder' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bilgilendirme' })).getByRole('button', { name: 'Evet' }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bu beyan daha önce verilmiş');
    expect(alert).toHaveTextContent('beyanname no BYN-2026-000007');
    expect(screen.queryByTestId('declaration-number')).not.toBeInTheDocument();
    // No "Hata!" dialog on top of it: the sentence is on the page.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a field the server refused back to the form and shows the sentence under it', async () => {
    const user = userEvent.setup();
    serverReplies({
      status: 400,
      body: {
        Message: '2026 yılı ÇTV tarifesi bu grup ve derece için tanımlı değil.',
        code: 'bad_input',
        field: 'grade',
      },
    });
    renderWithProviders(<EctWizard />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));
    await user.click(await screen.findByRole('button', { name: 'Beyanı gönder' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bilgilendirme' })).getByRole('button', { name: 'Evet' }),
    );

    const refused = '2026 yılı ÇTV tarifesi bu grup ve derece için tanımlı değil.';
    const field = await screen.findByRole('textbox', { name: /Derece/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(refused));
    // Leaving the field does not clear what the server said; changing the declaration does.
    await user.click(screen.getByRole('textbox', { name: /İşyeri alanı/ }));
    expect(field).toHaveAccessibleDescription(refused);
    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));
    expect(await screen.findByText('Lütfen işaretli alanları düzeltiniz.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '3');
    await waitFor(() => expect(field).not.toHaveAccessibleDescription(refused));
  });
});
