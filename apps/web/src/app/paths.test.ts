import { describe, expect, it } from 'vitest';
import { hasScreen, paths, routeEntries } from './paths';

// SPEC §2, copied here on purpose: the table must keep matching the specification.
const specGuardedPaths = [
  '/DebtQuestioning',
  '/DebtRestructuring',
  '/EMunicipalityEstateDeclarationLand',
  '/EMunicipalityEstateDeclarationPlot',
  '/EMunicipalityEstateDeclarationBuilding',
  '/EMunicipalityECTDeclaration',
  '/EMunicipalityAdDeclaration',
  '/EMunicipalityEntertainmentDeclaration',
  '/RegistryObservation',
  '/UserUpdate',
  '/sifre-degistir',
];

const specApplicationPaths = [
  '/anasayfa',
  '/mobil-menu',
  '/ForgottenPassword',
  '/EstateConstructionCost',
  '/AdvertisingTaxAnnualGroupTariff',
  '/ResolutionComitteeObservation',
  '/ResolutionCouncilObservation',
  '/EstateStreetValuation',
  '/EstateAbrasionShare',
  '/ComplaintsAndRequests',
  '/ECTAnnualPrice',
  '/FastPayment',
  '/FastPaymentForMatrimony',
  '/EMunicipalityEstateDeclarationLand',
  '/EMunicipalityEstateDeclarationPlot',
  '/EMunicipalityEstateDeclarationBuilding',
  '/EMunicipalityEntertainmentDeclaration',
  '/EMunicipalityAdDeclaration',
  '/EMunicipalityECTDeclaration',
  '/DebtQuestioning',
  '/DebtRestructuring',
  '/Register',
  '/RegistryObservation',
  '/UserUpdate',
  '/ContractCancellation',
  '/failed-operation',
  '/success-operation',
  '/ziraat-banka',
  '/vakif-banka',
  '/payment-other-banks',
  '/payment-is-bank',
  '/maas-bordrosu',
  '/izin-bilgileri',
  '/icra-bilgileri',
  '/e-devlet-girisi',
  '/sifre-degistir',
];

/** Guarded routes the product adds to SPEC §2 (docs/decisions/007-my-declarations-route.md). */
/** /Beyanlarim (decision 007); the employee screens hold personal records (decision 029). */
const guardedBeyondSpec = ['/Beyanlarim', '/maas-bordrosu', '/izin-bilgileri', '/icra-bilgileri'];

const specSessionPaths = ['/session/signup', '/session/signin', '/session/forgot-password', '/session/404'];

describe('the route table', () => {
  it('lists every route of SPEC §2', () => {
    const tablePaths = routeEntries.map((entry) => entry.path);
    expect(tablePaths).toEqual(
      expect.arrayContaining([...specApplicationPaths, ...specSessionPaths, '/index_edevlet_girisi']),
    );
  });

  it('writes each path once', () => {
    const tablePaths = routeEntries.map((entry) => entry.path.toLowerCase());
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
  });

  it('guards exactly the paths SPEC §2 guards, and the ones added beside them', () => {
    const guarded = routeEntries.filter((entry) => entry.guard).map((entry) => entry.path);
    expect(guarded.sort()).toEqual([...specGuardedPaths, ...guardedBeyondSpec].sort());
  });

  it('puts the session routes of SPEC §2 outside the side-nav layout', () => {
    for (const path of specSessionPaths)
      expect(routeEntries.find((entry) => entry.path === path)?.layout).toBe('session');
  });

  it('starts the side nav closed on the home page and open on the others', () => {
    expect(paths.home.sideNav).toBe('closed');
    expect(paths.mobileMenu.sideNav).toBe('full');
  });

  it('knows which paths have a screen yet', () => {
    expect(hasScreen('/anasayfa')).toBe(true);
    expect(hasScreen('/DebtQuestioning')).toBe(true);
    expect(hasScreen('/DebtRestructuring')).toBe(true);
    expect(hasScreen('/ComplaintsAndRequests')).toBe(true);
    expect(hasScreen('/ContractCancellation')).toBe(true);
    expect(hasScreen('/bilinmeyen')).toBe(false);
  });
});

describe("the build's list of each screen's chunks (route-preloads.ts)", () => {
  it('finds the screen module of every route that has one, including screens several routes share', async () => {
    const { readFileSync } = await import('node:fs');
    const { pathsSource, routeTableSource, screenModulesOf } = await import('../../route-preloads');
    const modules = screenModulesOf(readFileSync(pathsSource, 'utf8'), readFileSync(routeTableSource, 'utf8'));
    expect([...modules.keys()].sort()).toEqual(routeEntries.map((entry) => entry.path).sort());
    expect(modules.get(paths.debtQuestioning.path)).toBe('../features/debts/screens/debt-questioning-screen');
    expect(modules.get(paths.successOperation.path)).toBe(modules.get(paths.failedOperation.path));
  });
});
