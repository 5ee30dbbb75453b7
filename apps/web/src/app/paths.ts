import type { ComponentType } from 'react';
import type { Translation } from '../locales/tr';

export type RouteTitleKey = keyof Translation['routes'];

export interface RouteEntry {
  path: string;
  /** The screen's name, a key of `routes` in the locale file. */
  title: RouteTitleKey;
  /** SPEC §2 route guard: anonymous visitors go to sign-in first. */
  guard: boolean;
  /** `session` pages (sign-in, 404, …) stand alone; the rest sit in the side-nav layout. */
  layout: 'app' | 'session';
  /** SPEC §2: the side nav starts closed on the home page, full elsewhere. */
  sideNav: 'closed' | 'full';
  /** The lazily loaded screen; absent while the issue that builds it is still open. */
  screen?: () => Promise<{ default: ComponentType }>;
}

type EntryOptions = Partial<Omit<RouteEntry, 'path' | 'title'>>;

function route(path: string, title: RouteTitleKey, options: EntryOptions = {}): RouteEntry {
  return { path, title, guard: false, layout: 'app', sideNav: 'full', ...options };
}

const session = { layout: 'session' } as const;
/** One screen for the four bank windows, one for both payment results. */
const bankWindowScreen = () => import('./routes/payments/bank-window-screen');
const paymentResultScreen = () => import('./routes/payments/payment-result-screen');
const guarded = { guard: true } as const;

/**
 * Every route of SPEC §2, written once. The router, the guard, the side menu's filter, the home
 * tiles and the tests all read this table.
 */
export const paths = {
  home: route('/anasayfa', 'home', { sideNav: 'closed', screen: () => import('./routes/home/home-screen') }),
  mobileMenu: route('/mobil-menu', 'mobileMenu', { screen: () => import('./routes/mobile-menu') }),

  signIn: route('/session/signin', 'signIn', { ...session, screen: () => import('./routes/sign-in') }),
  signUp: route('/session/signup', 'signUp', { ...session, screen: () => import('./routes/membership/sign-up') }),
  forgotPassword: route('/session/forgot-password', 'forgotPassword', {
    ...session,
    screen: () => import('./routes/membership/forgot-password'),
  }),
  notFound: route('/session/404', 'notFound', { ...session, screen: () => import('./routes/not-found') }),
  eDevletOneClick: route('/index_edevlet_girisi', 'eDevletOneClick', {
    ...session,
    screen: () => import('./routes/membership/e-devlet-one-click'),
  }),

  forgottenPassword: route('/ForgottenPassword', 'forgottenPassword', {
    sideNav: 'closed',
    screen: () => import('./routes/membership/forgot-password'),
  }),
  estateConstructionCost: route('/EstateConstructionCost', 'estateConstructionCost', {
    screen: () => import('./routes/public-information/estate-construction-cost'),
  }),
  advertisingTaxAnnualGroupTariff: route('/AdvertisingTaxAnnualGroupTariff', 'advertisingTaxAnnualGroupTariff', {
    screen: () => import('./routes/public-information/advertising-tax-annual-group-tariff'),
  }),
  resolutionCommitteeObservation: route('/ResolutionComitteeObservation', 'resolutionCommitteeObservation', {
    screen: () => import('./routes/public-information/resolution-committee-observation'),
  }),
  resolutionCouncilObservation: route('/ResolutionCouncilObservation', 'resolutionCouncilObservation', {
    screen: () => import('./routes/public-information/resolution-council-observation'),
  }),
  estateStreetValuation: route('/EstateStreetValuation', 'estateStreetValuation', {
    screen: () => import('./routes/public-information/estate-street-valuation'),
  }),
  estateAbrasionShare: route('/EstateAbrasionShare', 'estateAbrasionShare', {
    screen: () => import('./routes/public-information/estate-abrasion-share'),
  }),
  complaintsAndRequests: route('/ComplaintsAndRequests', 'complaintsAndRequests', {
    screen: () => import('./routes/complaints/complaints-screen'),
  }),
  ectAnnualPrice: route('/ECTAnnualPrice', 'ectAnnualPrice', {
    screen: () => import('./routes/public-information/ect-annual-price'),
  }),
  fastPayment: route('/FastPayment', 'fastPayment', { screen: () => import('./routes/payments/fast-payment-screen') }),
  fastPaymentForMatrimony: route('/FastPaymentForMatrimony', 'fastPaymentForMatrimony', {
    screen: () => import('./routes/payments/matrimony-fee-screen'),
  }),
  estateDeclarationLand: route('/EMunicipalityEstateDeclarationLand', 'estateDeclarationLand', {
    ...guarded,
    screen: () => import('./routes/declarations/estate-declaration-land'),
  }),
  estateDeclarationPlot: route('/EMunicipalityEstateDeclarationPlot', 'estateDeclarationPlot', {
    ...guarded,
    screen: () => import('./routes/declarations/estate-declaration-plot'),
  }),
  estateDeclarationBuilding: route('/EMunicipalityEstateDeclarationBuilding', 'estateDeclarationBuilding', {
    ...guarded,
    screen: () => import('./routes/declarations/estate-declaration-building'),
  }),
  entertainmentDeclaration: route('/EMunicipalityEntertainmentDeclaration', 'entertainmentDeclaration', {
    ...guarded,
    screen: () => import('./routes/declarations/entertainment-declaration-screen'),
  }),
  adDeclaration: route('/EMunicipalityAdDeclaration', 'adDeclaration', {
    ...guarded,
    screen: () => import('./routes/declarations/ad-declaration-screen'),
  }),
  ectDeclaration: route('/EMunicipalityECTDeclaration', 'ectDeclaration', {
    ...guarded,
    screen: () => import('./routes/declarations/ect-declaration-screen'),
  }),
  /** Not in SPEC §2: the member's own declarations, what was paid and what is left (docs/decisions/007). */
  myDeclarations: route('/Beyanlarim', 'myDeclarations', {
    ...guarded,
    screen: () => import('./routes/declarations/my-declarations-screen'),
  }),
  debtQuestioning: route('/DebtQuestioning', 'debtQuestioning', {
    ...guarded,
    screen: () => import('./routes/debts/debt-questioning-screen'),
  }),
  debtRestructuring: route('/DebtRestructuring', 'debtRestructuring', {
    ...guarded,
    screen: () => import('./routes/restructuring/debt-restructuring-screen'),
  }),
  register: route('/Register', 'register', { screen: () => import('./routes/membership/register') }),
  registryObservation: route('/RegistryObservation', 'registryObservation', {
    ...guarded,
    screen: () => import('./routes/membership/registry-observation'),
  }),
  userUpdate: route('/UserUpdate', 'userUpdate', {
    ...guarded,
    screen: () => import('./routes/membership/user-update'),
  }),
  /** Open (SPEC §2 does not guard it); acting needs sign-in, which the screen asks for. */
  contractCancellation: route('/ContractCancellation', 'contractCancellation', {
    screen: () => import('./routes/subscriptions/contract-cancellation-screen'),
  }),
  failedOperation: route('/failed-operation', 'failedOperation', { screen: paymentResultScreen }),
  successOperation: route('/success-operation', 'successOperation', { screen: paymentResultScreen }),
  ziraatBank: route('/ziraat-banka', 'ziraatBank', { screen: bankWindowScreen }),
  vakifBank: route('/vakif-banka', 'vakifBank', { screen: bankWindowScreen }),
  otherBanksPayment: route('/payment-other-banks', 'otherBanksPayment', { screen: bankWindowScreen }),
  isBankPayment: route('/payment-is-bank', 'isBankPayment', { screen: bankWindowScreen }),
  /** Employees' own records: guarded (personal data), and in the menu only for employees (employeeOnlyPaths). */
  salaryPayroll: route('/maas-bordrosu', 'salaryPayroll', {
    ...guarded,
    screen: () => import('./routes/employees/salary-payroll-screen'),
  }),
  leaveInformation: route('/izin-bilgileri', 'leaveInformation', {
    ...guarded,
    screen: () => import('./routes/employees/leave-information-screen'),
  }),
  enforcementInformation: route('/icra-bilgileri', 'enforcementInformation', {
    ...guarded,
    screen: () => import('./routes/employees/enforcement-information-screen'),
  }),
  eDevletLogin: route('/e-devlet-girisi', 'eDevletLogin', {
    screen: () => import('./routes/membership/e-devlet-return'),
  }),
  changePassword: route('/sifre-degistir', 'changePassword', {
    ...guarded,
    screen: () => import('./routes/membership/change-password'),
  }),
} satisfies Record<string, RouteEntry>;

/** SPEC §2: / redirects to the home page; the 404 page links back here. */
export const rootPath = '/';

export const routeEntries: RouteEntry[] = Object.values(paths);

const entriesByPath = new Map(routeEntries.map((entry) => [entry.path, entry]));

export function findRouteEntry(pathname: string): RouteEntry | undefined {
  return entriesByPath.get(pathname);
}

/** Screens for members linked to an employee record only: the menu leaves them out for everyone else. */
export const employeeOnlyPaths: ReadonlySet<string> = new Set([
  paths.salaryPayroll.path,
  paths.leaveInformation.path,
  paths.enforcementInformation.path,
]);

/** Whether a menu link may be shown: its route exists and its screen has been built. */
export function hasScreen(path: string): boolean {
  return findRouteEntry(path)?.screen !== undefined;
}
