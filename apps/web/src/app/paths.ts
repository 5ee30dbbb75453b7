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
}

type EntryOptions = Partial<Omit<RouteEntry, 'path' | 'title'>>;

function route(path: string, title: RouteTitleKey, options: EntryOptions = {}): RouteEntry {
  return { path, title, guard: false, layout: 'app', sideNav: 'full', ...options };
}

const session = { layout: 'session' } as const;
const guarded = { guard: true } as const;

/**
 * Every route of SPEC §2, written once: its address, title, guard and layout. The router, the guard,
 * the side menu's filter, the home tiles, the screens' links and the tests all read this table. It
 * imports no screen (their loaders are in route-table.ts), so any screen may import it without a circle.
 */
export const paths = {
  home: route('/anasayfa', 'home', { sideNav: 'closed' }),
  mobileMenu: route('/mobil-menu', 'mobileMenu'),
  signIn: route('/session/signin', 'signIn', session),
  signUp: route('/session/signup', 'signUp', session),
  forgotPassword: route('/session/forgot-password', 'forgotPassword', session),
  notFound: route('/session/404', 'notFound', session),
  eDevletOneClick: route('/index_edevlet_girisi', 'eDevletOneClick', session),
  forgottenPassword: route('/ForgottenPassword', 'forgottenPassword', { sideNav: 'closed' }),
  estateConstructionCost: route('/EstateConstructionCost', 'estateConstructionCost'),
  advertisingTaxAnnualGroupTariff: route('/AdvertisingTaxAnnualGroupTariff', 'advertisingTaxAnnualGroupTariff'),
  resolutionCommitteeObservation: route('/ResolutionComitteeObservation', 'resolutionCommitteeObservation'),
  resolutionCouncilObservation: route('/ResolutionCouncilObservation', 'resolutionCouncilObservation'),
  estateStreetValuation: route('/EstateStreetValuation', 'estateStreetValuation'),
  estateAbrasionShare: route('/EstateAbrasionShare', 'estateAbrasionShare'),
  complaintsAndRequests: route('/ComplaintsAndRequests', 'complaintsAndRequests'),
  ectAnnualPrice: route('/ECTAnnualPrice', 'ectAnnualPrice'),
  fastPayment: route('/FastPayment', 'fastPayment'),
  fastPaymentForMatrimony: route('/FastPaymentForMatrimony', 'fastPaymentForMatrimony'),
  estateDeclarationLand: route('/EMunicipalityEstateDeclarationLand', 'estateDeclarationLand', guarded),
  estateDeclarationPlot: route('/EMunicipalityEstateDeclarationPlot', 'estateDeclarationPlot', guarded),
  estateDeclarationBuilding: route('/EMunicipalityEstateDeclarationBuilding', 'estateDeclarationBuilding', guarded),
  entertainmentDeclaration: route('/EMunicipalityEntertainmentDeclaration', 'entertainmentDeclaration', guarded),
  adDeclaration: route('/EMunicipalityAdDeclaration', 'adDeclaration', guarded),
  ectDeclaration: route('/EMunicipalityECTDeclaration', 'ectDeclaration', guarded),
  /** Not in SPEC §2: the member's own declarations, what was paid and what is left (docs/decisions/007). */
  myDeclarations: route('/Beyanlarim', 'myDeclarations', guarded),
  debtQuestioning: route('/DebtQuestioning', 'debtQuestioning', guarded),
  debtRestructuring: route('/DebtRestructuring', 'debtRestructuring', guarded),
  register: route('/Register', 'register'),
  registryObservation: route('/RegistryObservation', 'registryObservation', guarded),
  userUpdate: route('/UserUpdate', 'userUpdate', guarded),
  /** Open (SPEC §2 does not guard it); acting needs sign-in, which the screen asks for. */
  contractCancellation: route('/ContractCancellation', 'contractCancellation'),
  failedOperation: route('/failed-operation', 'failedOperation'),
  successOperation: route('/success-operation', 'successOperation'),
  ziraatBank: route('/ziraat-banka', 'ziraatBank'),
  vakifBank: route('/vakif-banka', 'vakifBank'),
  otherBanksPayment: route('/payment-other-banks', 'otherBanksPayment'),
  isBankPayment: route('/payment-is-bank', 'isBankPayment'),
  /** Employees' own records: guarded (personal data), and in the menu only for employees (employeeOnlyPaths). */
  salaryPayroll: route('/maas-bordrosu', 'salaryPayroll', guarded),
  leaveInformation: route('/izin-bilgileri', 'leaveInformation', guarded),
  enforcementInformation: route('/icra-bilgileri', 'enforcementInformation', guarded),
  eDevletLogin: route('/e-devlet-girisi', 'eDevletLogin'),
  changePassword: route('/sifre-degistir', 'changePassword', guarded),
} satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof paths;

/** Router state handed to the sign-in screen: where the visitor was going. */
export interface SignInState {
  from?: string;
}

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

/**
 * Whether a menu link may be shown: its route exists, so its screen does (route-table.ts gives every
 * route of this table a screen, which the type checker holds it to).
 */
export function hasScreen(path: string): boolean {
  return findRouteEntry(path) !== undefined;
}
