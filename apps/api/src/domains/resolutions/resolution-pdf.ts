import { turkishDate } from '@ebelediye/finance';
import { resolutionKindNames, type ResolutionKind, toTurkishUpperCase } from '@ebelediye/contract';
import { charsPerLine, type PdfLine, renderPdf, wrap } from './pdf';

export interface ResolutionForPdf {
  kind: ResolutionKind;
  year: number;
  number: number;
  decidedOn: string;
  meeting: string;
  subject: string;
  body: string;
}

export function resolutionFileName(resolution: Pick<ResolutionForPdf, 'kind' | 'year' | 'number'>): string {
  return `${resolution.kind === 'council' ? 'meclis' : 'encumen'}-karari-${resolution.year}-${resolution.number}.pdf`;
}

/** The signed decision as the municipality would publish it: heading, meeting, subject, text, signatures. */
export function resolutionPdf(resolution: ResolutionForPdf, municipalityName: string, footnote?: string): Buffer {
  const organ = resolutionKindNames[resolution.kind];
  const lines: PdfLine[] = [
    { text: 'T.C.', bold: true, center: true },
    { text: toTurkishUpperCase(municipalityName), bold: true, center: true },
    { text: toTurkishUpperCase(`${organ} Kararı`), bold: true, center: true },
    { text: `Karar tarihi: ${turkishDate(resolution.decidedOn)}`, gap: 14 },
    { text: `Karar no: ${resolution.year}/${resolution.number}` },
    { text: `Toplantı: ${resolution.meeting}` },
    ...wrap(`Konu: ${resolution.subject}`, charsPerLine).map((text, index) => ({
      text,
      bold: true,
      gap: index === 0 ? 8 : 0,
    })),
  ];
  for (const paragraph of resolution.body.split(/\n\s*\n/)) {
    wrap(paragraph, charsPerLine).forEach((text, index) => lines.push({ text, gap: index === 0 ? 8 : 0 }));
  }
  const signers =
    resolution.kind === 'council'
      ? 'Meclis Başkanı          Katip Üye          Katip Üye'
      : 'Encümen Başkanı          Üye          Üye          Üye';
  lines.push({ text: signers, gap: 36, center: true });
  lines.push({ text: '(İmzalıdır)', center: true });
  if (footnote) lines.push({ text: footnote, gap: 24 });
  return renderPdf({ title: `${organ} Kararı ${resolution.year}/${resolution.number}`, lines });
}
