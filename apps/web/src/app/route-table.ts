import type { ComponentType } from 'react';
import type { RouteKey } from './paths';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** One screen for the four bank windows, one for both payment results. */
const bankWindowScreen = () => import('./routes/payments/bank-window-screen');
const paymentResultScreen = () => import('./routes/payments/payment-result-screen');

/**
 * Each route's screen, loaded lazily: its own chunk, fetched the first time someone opens it (DESIGN
 * "Web"). Only the router imports this module; screens import paths.ts, which imports none of them.
 * The build reads this file for each route's chunks (route-preloads.ts), so a loader is written as
 * `() => import('…')` or as the name of such a const above.
 */
export const screens = {
  home: () => import('./routes/home/home-screen'),
  mobileMenu: () => import('./routes/mobile-menu'),
  signIn: () => import('./routes/sign-in'),
  signUp: () => import('./routes/membership/sign-up'),
  forgotPassword: () => import('./routes/membership/forgot-password'),
  notFound: () => import('./routes/not-found'),
  eDevletOneClick: () => import('./routes/membership/e-devlet-one-click'),
  forgottenPassword: () => import('./routes/membership/forgot-password'),
  estateConstructionCost: () => import('./routes/public-information/estate-construction-cost'),
  advertisingTaxAnnualGroupTariff: () => import('./routes/public-information/advertising-tax-annual-group-tariff'),
  resolutionCommitteeObservation: () => import('./routes/public-information/resolution-committee-observation'),
  resolutionCouncilObservation: () => import('./routes/public-information/resolution-council-observation'),
  estateStreetValuation: () => import('./routes/public-information/estate-street-valuation'),
  estateAbrasionShare: () => import('./routes/public-information/estate-abrasion-share'),
  complaintsAndRequests: () => import('./routes/complaints/complaints-screen'),
  ectAnnualPrice: () => import('./routes/public-information/ect-annual-price'),
  fastPayment: () => import('./routes/payments/fast-payment-screen'),
  fastPaymentForMatrimony: () => import('./routes/payments/matrimony-fee-screen'),
  estateDeclarationLand: () => import('./routes/declarations/estate-declaration-land'),
  estateDeclarationPlot: () => import('./routes/declarations/estate-declaration-plot'),
  estateDeclarationBuilding: () => import('./routes/declarations/estate-declaration-building'),
  entertainmentDeclaration: () => import('./routes/declarations/entertainment-declaration-screen'),
  adDeclaration: () => import('./routes/declarations/ad-declaration-screen'),
  ectDeclaration: () => import('./routes/declarations/ect-declaration-screen'),
  myDeclarations: () => import('./routes/declarations/my-declarations-screen'),
  debtQuestioning: () => import('./routes/debts/debt-questioning-screen'),
  debtRestructuring: () => import('./routes/restructuring/debt-restructuring-screen'),
  register: () => import('./routes/membership/register'),
  registryObservation: () => import('./routes/membership/registry-observation'),
  userUpdate: () => import('./routes/membership/user-update'),
  contractCancellation: () => import('./routes/subscriptions/contract-cancellation-screen'),
  failedOperation: paymentResultScreen,
  successOperation: paymentResultScreen,
  ziraatBank: bankWindowScreen,
  vakifBank: bankWindowScreen,
  otherBanksPayment: bankWindowScreen,
  isBankPayment: bankWindowScreen,
  salaryPayroll: () => import('./routes/employees/salary-payroll-screen'),
  leaveInformation: () => import('./routes/employees/leave-information-screen'),
  enforcementInformation: () => import('./routes/employees/enforcement-information-screen'),
  eDevletLogin: () => import('./routes/membership/e-devlet-return'),
  changePassword: () => import('./routes/membership/change-password'),
} satisfies Record<RouteKey, ScreenLoader>;
