// One file per domain; drizzle-kit reads them all (apps/api/drizzle.config.ts).
export * from './portal';
export * from './session';
export * from './debts';
export * from './address';
export * from './reference';
export * from './resolutions';
export * from './declarations';
export * from './revaluation';
export * from './restructuring';
export * from './employees';
export * from './staff';
export * from './complaints';
export * from './subscriptions';
export * from './limits';
export * from './integration';
export * from './events';
export * from './reconciliation';
