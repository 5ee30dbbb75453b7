// Pure, table-driven calculations in integer kuruş (../shared/domain/taxes.md), shared by the API
// (which decides) and the web (which previews).
export * from './dates';
export * from './late-interest';
export * from './money';
export * from './estate-tax';
export * from './other-taxes';
