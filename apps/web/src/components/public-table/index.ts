// The parts every public table screen shares: filters in the URL, year selector, table
// that scrolls inside its frame, empty and error states, CSV download and a print layout.
export { CodeSelect } from './code-select';
export { DataTable, type Column, type Sort } from './data-table';
export { currentYear, turkishDate, turkishPeriod, yearOptions } from './current-year';
export { downloadCsv, kurusForCsv, toCsv, type CsvColumn } from './csv';
export { FilterPanel } from './filter-panel';
export { Pagination, pageSizeOptions } from './pagination';
export { PrintHeader, PrintStyles } from './print-layout';
export { EmptyState, ErrorState, TableSkeleton } from './states';
export { TableActions } from './table-actions';
export { intParam, useUrlState } from './use-url-state';
export { SearchField } from './search-field';
export { YearSelect } from './year-select';
