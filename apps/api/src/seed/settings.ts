import { randomBytes } from 'node:crypto';

/**
 * The fictional demo municipality. Every name here is invented and marked as a demo; the bank and
 * e-Devlet addresses point at the sandbox mounted under /sandbox in demo mode.
 */
export function demoSettings(): Record<string, unknown> {
  return {
    Service: '/api',
    ApplicationName: 'MUNICIPALITY_INFORMATION_SYSTEM',
    CityName: 'Örnekşehir',
    CityCode: '99',
    CountyName: 'Yeşilvadi',
    CountyCode: '9901',
    SystemUser: 'EBELEDIYE_WEB',
    MunicipalityName: 'Yeşilvadi Belediyesi (Demo)',
    MunicipalityNameCapital: 'YEŞİLVADİ BELEDİYESİ (DEMO)',
    HasSubscription: true,
    IsEDevletLoginDisable: false,
    MayorName: 'Deniz Işıkçı',
    MayorTitle: 'Belediye Başkanı',
    MunicipalityWebsiteUrl: 'https://yesilvadi.example',
    MayorPhotosUrl: '/demo/baskan.svg',
    MayorInfoUrl: 'https://yesilvadi.example/baskan',
    ActiveBankMerchantCode: '0010',
    MerchantId: '700655000200',
    CurrencyCode: '949',
    ThreeDSecureWebRequestUrl: '/sandbox/bank/fim/est3Dgate',
    VPosWebRequestUrl: '/sandbox/bank/fim/api',
    VPosTerminalNo: 'VP000095',
    ExpirationYearsToAdd: 10,
    SuccessUrl: '/success-operation',
    FailureUrl: '/failed-operation',
    BankRequesUrl: '/sandbox/bank',
    LogoCoordinates: '40,30',
    LogoWidth: 64,
    LogoHeight: 64,
    EDEVLET_REDIRECT_URI: '/e-devlet-girisi',
    EDEVLET_CLIENT_ID: 'yesilvadi-demo',
    // The pause window is off in the demo (start = finish); a municipality sets e.g. 23:45–00:15.
    OperationPauseStartHours: 0,
    OperationPauseStartMinute: 0,
    OperationPauseFinishHours: 0,
    OperationPauseFinishMinute: 0,
    StoreType: '3d_pay_hosting',
    LastSalaryHideTillDay: 15,
    ShowSubscriptionMenu: true,
    ShowMatrimonyPaymentMenu: true,
    ContractCancellationMaxPastDays: 30,
    // A refund above this waits for a second person at the desk (four eyes): 5 000 TL.
    RefundApprovalLimitKurus: 500000,
    // Secrets: never served to the browser. The bank values are the published NestPay test store's.
    StoreKey: 'TRPS0200',
    MerchantPassword: 'TRPS0200',
    machineKey: randomBytes(32).toString('hex'),
    SMSUsername: 'yesilvadi-demo',
    TransmissionID: 'YESILVADI',
    SMSMunicipalityCode: '9901',
    SystemWSSUser: 'EBELEDIYE_WSS',
  };
}
