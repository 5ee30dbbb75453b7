import { formatKurus } from '@ebelediye/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export interface AmountLine {
  label: string;
  /** A second line under the label (e.g. the income tax bases). */
  detail?: string;
  amountKurus: number;
  total?: boolean;
}

/** A titled two-column table of a payslip: item, amount; the total row in bold. */
export function AmountTable({
  caption,
  itemLabel,
  amountLabel,
  lines,
}: {
  caption: string;
  itemLabel: string;
  amountLabel: string;
  lines: AmountLine[];
}) {
  return (
    <Table size="small" sx={{ mb: 2 }}>
      <caption
        style={{
          captionSide: 'top',
          textAlign: 'left',
          padding: '8px 0',
          fontWeight: 700,
          fontSize: '1.05rem',
          color: 'inherit',
        }}
      >
        {caption}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {itemLabel}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {amountLabel}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: line.total ? 700 : 400 }}>
              {line.label}
              {line.detail && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {line.detail}
                </Typography>
              )}
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: line.total ? 700 : 400, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              {formatKurus(line.amountKurus)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
