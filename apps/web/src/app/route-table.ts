import type { ComponentType } from 'react';
import type { RouteKey } from './paths';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** One screen for the four bank windows, one for both payment results. */
const bankWindowScreen = () => import('../features/payments/screens/bank-window-screen');
const paymentResultScreen = () => import('../features/payments/screens/payment-result-screen');

/**
 * Each route's screen, loaded lazily: its own chunk, fetched the first time someone opens it (DESIGN
 * "Web"). Only the router imports this module; screens import paths.ts, which imports none of them.
 * The build reads this file for each route's chunks (route-preloads.ts), so a loader is written as
 * `() => import('…')` or as the name of such a const above.
 */
export const screens = {
  home: () => import('./routes/home/home-screen'),
  mobileMenu: () => import('./routes/mobile-menu'),
  signIn: () => import('../features/session/screens/sign-in'),
  signUp: () => import('../features/session/screens/sign-up'),
  forgotPassword: () => import('../features/session/screens/forgot-password'),
  notFound: () => import('./routes/not-found'),
  eDevletOneClick: () => import('../features/session/screens/e-devlet-one-click'),
  forgottenPassword: () => import('../features/session/screens/forgot-password'),
  estateConstructionCost: () => import('../features/reference/screens/estate-construction-cost'),
  advertisingTaxAnnualGroupTariff: () => import('../features/reference/screens/advertising-tax-annual-group-tariff'),
  resolutionCommitteeObservation: () => import('../features/resolutions/screens/resolution-committee-observation'),
  resolutionCouncilObservation: () => import('../features/resolutions/screens/resolution-council-observation'),
  estateStreetValuation: () => import('../features/reference/screens/estate-street-valuation'),
  estateAbrasionShare: () => import('../features/reference/screens/estate-abrasion-share'),
  complaintsAndRequests: () => import('../features/complaints/screens/complaints-screen'),
  ectAnnualPrice: () => import('../features/reference/screens/ect-annual-price'),
  fastPayment: () => import('../features/payments/screens/fast-payment-screen'),
  fastPaymentForMatrimony: () => import('../features/payments/screens/matrimony-fee-screen'),
  estateDeclarationLand: () => import('../features/declarations/screens/estate-declaration-land'),
  estateDeclarationPlot: () => import('../features/declarations/screens/estate-declaration-plot'),
  estateDeclarationBuilding: () => import('../features/declarations/screens/estate-declaration-building'),
  entertainmentDeclaration: () => import('../features/declarations/screens/entertainment-declaration-screen'),
  adDeclaration: () => import('../features/declarations/screens/ad-declaration-screen'),
  ectDeclaration: () => import('../features/declarations/screens/ect-declaration-screen'),
  myDeclarations: () => import('../features/declarations/screens/my-declarations-screen'),
  debtQuestioning: () => import('../features/debts/screens/debt-questioning-screen'),
  debtRestructuring: () => import('../features/restructuring/screens/debt-restructuring-screen'),
  register: () => import('../features/session/screens/register'),
  registryObservation: () => import('../features/session/screens/registry-observation'),
  userUpdate: () => import('../features/session/screens/user-update'),
  contractCancellation: () => import('../features/subscriptions/screens/contract-cancellation-screen'),
  failedOperation: paymentResultScreen,
  successOperation: paymentResultScreen,
  ziraatBank: bankWindowScreen,
  vakifBank: bankWindowScreen,
  otherBanksPayment: bankWindowScreen,
  isBankPayment: bankWindowScreen,
  salaryPayroll: () => import('../features/employees/screens/salary-payroll-screen'),
  leaveInformation: () => import('../features/employees/screens/leave-information-screen'),
  enforcementInformation: () => import('../features/employees/screens/enforcement-information-screen'),
  eDevletLogin: () => import('../features/session/screens/e-devlet-return'),
  changePassword: () => import('../features/session/screens/change-password'),
} satisfies Record<RouteKey, ScreenLoader>;
