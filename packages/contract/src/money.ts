const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts live as integer kuruş everywhere and are formatted only at the edge: 123456 → "₺1.234,56". */
export function formatKurus(amountKurus: number): string {
  return lira.format(amountKurus / 100);
}
