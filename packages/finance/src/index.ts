// Pure, table-driven calculations in integer kuruş (../shared/domain/taxes.md), shared by the API
// (which decides) and the web (which previews).
export * from './dates';
export * from './first-use';
export * from './calendar';
export * from './law-data';
export * from './late-interest';
export * from './money';
export * from './estate-tax';
export * from './other-taxes';
export * from './exact';
export * from './declaration-rules';
export * from './restructuring';
export * from './payroll';
export * from './complaint-deadline';
