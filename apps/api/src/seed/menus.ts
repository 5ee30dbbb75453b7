/** The side menu of the demo municipality (SPEC §2): every screen, grouped the way citizens look for it. */
export interface MenuSeed {
  kind: 'label' | 'extLink' | 'link';
  label: string;
  path?: string;
  url?: string;
  icon?: string;
  badge?: { text: string; color: 'primary' | 'secondary' | 'error' | 'success' | 'warning' | 'info' };
  requiresSettings?: string[];
  children?: MenuSeed[];
}

export const demoMenu: MenuSeed[] = [
  { kind: 'link', label: 'Anasayfa', path: '/anasayfa', icon: 'home' },
  { kind: 'label', label: 'E-Hizmetler' },
  {
    kind: 'link',
    label: 'Borç ve Ödeme',
    icon: 'payments',
    children: [
      { kind: 'link', label: 'Borç Sorgulama ve Ödeme', path: '/DebtQuestioning' },
      {
        kind: 'link',
        label: 'Borç Yapılandırma',
        path: '/DebtRestructuring',
        badge: { text: 'Yeni', color: 'secondary' },
      },
      { kind: 'link', label: 'Hızlı Ödeme', path: '/FastPayment' },
      {
        kind: 'link',
        label: 'Nikâh Ücreti Ödeme',
        path: '/FastPaymentForMatrimony',
        requiresSettings: ['ShowMatrimonyPaymentMenu'],
      },
    ],
  },
  {
    kind: 'link',
    label: 'Beyannameler',
    icon: 'description',
    children: [
      { kind: 'link', label: 'Beyanlarım', path: '/Beyanlarim' },
      { kind: 'link', label: 'Emlak Beyanı – Arazi', path: '/EMunicipalityEstateDeclarationLand' },
      { kind: 'link', label: 'Emlak Beyanı – Arsa', path: '/EMunicipalityEstateDeclarationPlot' },
      { kind: 'link', label: 'Emlak Beyanı – Bina', path: '/EMunicipalityEstateDeclarationBuilding' },
      { kind: 'link', label: 'Eğlence Vergisi Beyanı', path: '/EMunicipalityEntertainmentDeclaration' },
      { kind: 'link', label: 'İlan ve Reklam Vergisi Beyanı', path: '/EMunicipalityAdDeclaration' },
      { kind: 'link', label: 'Çevre Temizlik Vergisi Beyanı', path: '/EMunicipalityECTDeclaration' },
    ],
  },
  {
    kind: 'link',
    label: 'Abonelik İşlemleri',
    icon: 'water',
    requiresSettings: ['ShowSubscriptionMenu', 'HasSubscription'],
    children: [{ kind: 'link', label: 'Abonelik Sözleşmesi İptali', path: '/ContractCancellation' }],
  },
  { kind: 'link', label: 'Şikâyet ve Talepler', path: '/ComplaintsAndRequests', icon: 'feedback' },
  {
    kind: 'link',
    label: 'Hesabım',
    icon: 'person',
    children: [
      { kind: 'link', label: 'Üyelik Başvurusu', path: '/Register' },
      { kind: 'link', label: 'Sicil Bilgilerim', path: '/RegistryObservation' },
      { kind: 'link', label: 'Üyelik Bilgilerim', path: '/UserUpdate' },
      { kind: 'link', label: 'Şifre Değiştir', path: '/sifre-degistir' },
    ],
  },
  {
    kind: 'link',
    label: 'Personel',
    icon: 'badge',
    children: [
      { kind: 'link', label: 'Maaş Bordrosu', path: '/maas-bordrosu' },
      { kind: 'link', label: 'İzin Bilgileri', path: '/izin-bilgileri' },
      { kind: 'link', label: 'İcra Bilgileri', path: '/icra-bilgileri' },
    ],
  },
  { kind: 'label', label: 'Bilgi Edinme' },
  {
    kind: 'link',
    label: 'Kararlar',
    icon: 'gavel',
    children: [
      { kind: 'link', label: 'Meclis Kararları', path: '/ResolutionCouncilObservation' },
      { kind: 'link', label: 'Encümen Kararları', path: '/ResolutionComitteeObservation' },
    ],
  },
  {
    kind: 'link',
    label: 'Tarifeler ve Birim Değerler',
    icon: 'table',
    children: [
      { kind: 'link', label: 'Emlak Arsa Birim Değerleri', path: '/EstateStreetValuation' },
      { kind: 'link', label: 'Emlak Aşınma Payları', path: '/EstateAbrasionShare' },
      { kind: 'link', label: 'Bina İnşaat Maliyetleri', path: '/EstateConstructionCost' },
      { kind: 'link', label: 'İlan Reklam Vergisi Tarifesi', path: '/AdvertisingTaxAnnualGroupTariff' },
      { kind: 'link', label: 'Çevre Temizlik Vergisi Tarifesi', path: '/ECTAnnualPrice' },
    ],
  },
  { kind: 'label', label: 'Bağlantılar' },
  { kind: 'extLink', label: 'Belediye Web Sitesi', url: 'https://yesilvadi.example', icon: 'public' },
  { kind: 'extLink', label: 'e-Devlet Kapısı', url: 'https://www.turkiye.gov.tr', icon: 'launch' },
];
