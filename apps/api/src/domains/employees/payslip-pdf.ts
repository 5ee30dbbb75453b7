import { formatKurus, payrollPeriodName } from '@ebelediye/contract';
import { turkishDate } from '@ebelediye/finance';
import { bold, newDocument, regular } from '../../pdf';
import type { SettingsSnapshot } from '../settings/snapshot';
import type { Employee, PayslipRow } from './store';

/** The payslip as the payroll system sent it: earnings, deductions, net, the employer's cost. No identity number. */
export async function payslipPdf(settings: SettingsSnapshot, employee: Employee, slip: PayslipRow): Promise<Buffer> {
  const period = payrollPeriodName(slip.year, slip.month);
  const { doc, finish } = newDocument(settings, `Maaş bordrosu ${period}`, 48);

  doc.font(bold).fontSize(15).text(settings.public.MunicipalityNameCapital);
  doc.font(regular).fontSize(10).text('e-Belediye personel bilgi sistemi');
  doc.moveDown();
  doc
    .font(bold)
    .fontSize(14)
    .text(`MAAŞ BORDROSU — ${period.toLocaleUpperCase('tr-TR')}`, { align: 'center' });
  doc.moveDown();
  doc.fontSize(10);
  const facts: [string, string][] = [
    ['Personel', `${employee.name} ${employee.surname}`.trim()],
    ['Sicil no', employee.employeeNo],
    ['Birim / unvan', `${employee.unit} / ${employee.title}`],
    ['Ödeme tarihi', turkishDate(slip.paymentDate)],
  ];
  for (const [label, value] of facts) doc.font(bold).text(`${label}: `, { continued: true }).font(regular).text(value);
  doc.moveDown();

  const left = 48;
  const line = (label: string, amount: number, strong = false) => {
    const y = doc.y;
    doc.font(strong ? bold : regular).text(label, left, y, { width: 360 });
    const after = doc.y;
    doc.text(formatKurus(amount), left + 360, y, { width: 139, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };
  const section = (title: string) => {
    doc.moveDown(0.5);
    doc.font(bold).fontSize(11).text(title, left);
    doc
      .moveTo(left, doc.y + 1)
      .lineTo(547, doc.y + 1)
      .stroke('#b0abc9');
    doc.moveDown(0.3).fontSize(10);
  };

  section('Kazançlar');
  line('Taban aylık / ücret', slip.baseKurus);
  line('Ek ödemeler ve yan ödemeler', slip.allowancesKurus);
  line('Fazla mesai', slip.overtimeKurus);
  line('İkramiye', slip.bonusKurus);
  line('Brüt toplam', slip.grossKurus, true);

  section('Kesintiler');
  line('SGK işçi payı (%14)', slip.sgkKurus);
  line('İşsizlik sigortası işçi payı (%1)', slip.unemploymentKurus);
  line(
    `Gelir vergisi (matrah ${formatKurus(slip.incomeTaxBaseKurus)}, kümülatif matrah ${formatKurus(slip.cumulativeBaseKurus)})`,
    slip.incomeTaxKurus,
  );
  line('Asgari ücret gelir vergisi istisnası', -slip.incomeTaxExemptionKurus);
  line('Damga vergisi (binde 7,59)', slip.stampTaxKurus);
  line('Asgari ücret damga vergisi istisnası', -slip.stampTaxExemptionKurus);
  line('Sendika aidatı', slip.unionDuesKurus);
  line('İcra kesintileri', slip.enforcementKurus);
  line('Diğer kesintiler', slip.otherDeductionsKurus);
  line('Kesintiler toplamı', slip.grossKurus - slip.netKurus, true);

  doc.moveDown();
  doc
    .font(bold)
    .fontSize(13)
    .text(`Net ödenen: ${formatKurus(slip.netKurus)}`, left, doc.y, { width: 499, align: 'right' });
  if (slip.employerCostKurus !== null)
    doc
      .font(regular)
      .fontSize(10)
      .text(`İşverene toplam maliyet: ${formatKurus(slip.employerCostKurus)}`, left, doc.y, {
        width: 499,
        align: 'right',
      });
  doc.moveDown(2);
  if (slip.note) doc.font(regular).fontSize(8).fillColor('#555').text(slip.note, left, doc.y, { width: 499 });
  doc
    .font(regular)
    .fontSize(8)
    .fillColor('#555')
    .text(
      `Bu bordro ${settings.public.MunicipalityName} bordro sisteminin verilerinden hazırlanmıştır; bilgi amaçlıdır.`,
      left,
      doc.y,
      { width: 499 },
    );
  return finish();
}
