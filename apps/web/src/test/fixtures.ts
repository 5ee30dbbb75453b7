import type { AppSettings, Cancellation, MemberInfo, MenuItem, StaffInfo } from '@ebelediye/contract';

/** Settings of a made-up municipality; tests override what they are about. */
export const testSettings: AppSettings = {
  Service: '/api',
  ApplicationName: 'MUNICIPALITY_INFORMATION_SYSTEM',
  CityName: 'İstanbul',
  CityCode: '34',
  CountyName: 'Şile',
  CountyCode: '3401',
  SystemUser: 'TEST_WEB',
  MunicipalityName: 'Şile Belediyesi',
  MunicipalityNameCapital: 'ŞİLE BELEDİYESİ',
  HasSubscription: true,
  IsEDevletLoginDisable: false,
  MayorName: 'Ayşe Işık',
  MayorTitle: 'Belediye Başkanı',
  MunicipalityWebsiteUrl: 'https://sile.example',
  MayorPhotosUrl: '/test/baskan.svg',
  MayorInfoUrl: 'https://sile.example/baskan',
  ActiveBankMerchantCode: '0010',
  MerchantId: '1',
  CurrencyCode: '949',
  ThreeDSecureWebRequestUrl: '/bank/3d',
  VPosWebRequestUrl: '/bank/api',
  VPosTerminalNo: 'T1',
  ExpirationYearsToAdd: 10,
  SuccessUrl: '/success-operation',
  FailureUrl: '/failed-operation',
  BankRequesUrl: '/bank',
  LogoCoordinates: '0,0',
  LogoWidth: 64,
  LogoHeight: 64,
  EDEVLET_REDIRECT_URI: '/e-devlet-girisi',
  EDEVLET_CLIENT_ID: 'test',
  OperationPauseStartHours: 0,
  OperationPauseStartMinute: 0,
  OperationPauseFinishHours: 0,
  OperationPauseFinishMinute: 0,
  StoreType: '3d_pay_hosting',
  LastSalaryHideTillDay: 15,
  ShowSubscriptionMenu: true,
  ShowMatrimonyPaymentMenu: true,
  ContractCancellationMaxPastDays: 30,
  RefundApprovalLimitKurus: 500000,
  DemoMode: true,
};

/**
 * A menu with every kind of item; /anasayfa and /mobil-menu have screens, item 7's path does not
 * (every route of the spec has its screen now, so it is a path the router does not know).
 */
export const testMenu: MenuItem[] = [
  { id: 1, kind: 'link', label: 'Anasayfa', path: '/anasayfa', icon: 'home' },
  { id: 2, kind: 'label', label: 'E-Hizmetler' },
  {
    id: 3,
    kind: 'link',
    label: 'Kısayollar',
    icon: 'payments',
    children: [
      {
        id: 4,
        kind: 'link',
        label: 'Çevre Temizlik Menüsü',
        path: '/mobil-menu',
        badge: { text: 'Yeni', color: 'secondary' },
      },
      { id: 5, kind: 'link', label: 'Borç Sorgulama', path: '/DebtQuestioning' },
    ],
  },
  { id: 6, kind: 'label', label: 'Henüz Boş' },
  { id: 7, kind: 'link', label: 'Borç Yapılandırma', path: '/YakindaAcilacak', icon: 'payments' },
  { id: 8, kind: 'label', label: 'Bağlantılar' },
  { id: 9, kind: 'extLink', label: 'e-Devlet Kapısı', url: 'https://www.turkiye.gov.tr', icon: 'launch' },
];

export const testMember: MemberInfo = {
  userName: '10000000146',
  memberId: 7,
  name: 'Ali',
  surname: 'Yılmaz',
  email: 'ali@example.com',
  phoneMasked: '(5**) *** ** 01',
  smsConsent: false,
  mustChangePassword: false,
  isEmployee: false,
  viaEDevlet: false,
  UserDetail: {
    Registry: {
      Oid: 'r-1',
      kind: 'G',
      kindName: 'Gerçek kişi',
      identityNoMasked: '100******46',
      name: 'Ali',
      surname: 'Yılmaz',
    },
  },
};

/** A contract cancellation just applied for, the deposit to go back to an IBAN; tests override the step they are about. */
export function testCancellation(overrides: Partial<Cancellation> = {}): Cancellation {
  return {
    applicationNo: 'SI2026000001',
    subscriberNo: '100235',
    address: 'Atatürk Mah. Gül Cad. No: 47',
    holderName: 'Ayşe Yılmaz',
    state: 'REQUESTED',
    stateName: 'Başvuru alındı',
    createdAt: '2026-11-23T09:00:00.000Z',
    moveOutDate: '2026-11-30',
    memberReading: null,
    hasMeterPhoto: false,
    depositKurus: 60_000,
    depositMethod: 'iban',
    ibanMasked: 'TR68 **** **** **** **** **90 12',
    ibanForDesk: null,
    bankName: 'T.C. Ziraat Bankası A.Ş.',
    branchName: null,
    accountHolder: 'Ayşe Yılmaz',
    openDebtsAtApplicationKurus: 0,
    readingScheduledFor: null,
    finalReading: null,
    finalReadingOn: null,
    finalBill: null,
    offsetKurus: 0,
    refundDueKurus: null,
    refund: null,
    rejectionReason: null,
    events: [],
    owedNow: null,
    refundBlockedBy: null,
    closeBlockedBy: null,
    pdfUrl: '/api/contract-cancellations/SI2026000001.pdf',
    desk: null,
    ...overrides,
  };
}

/** The desk's GetStaffSession answer for a signed-in staff member (their own password, not a temporary one). */
export function staffSessionReply(staff: Omit<StaffInfo, 'mustChangePassword' | 'role'> & { role: string }) {
  return { body: { staff: { mustChangePassword: false, ...staff } } };
}
