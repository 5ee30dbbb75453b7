import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../locales/declarations-sentences';

/** One line of the review step: what was declared, as a person reads it (names, not codes). */
export interface ReviewRow {
  label: string;
  value: ReactNode;
}

/** The declared facts as a description list, two columns from a tablet up, one on a phone. */
export function ReviewList({ rows, labelledBy }: { rows: ReviewRow[]; labelledBy?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      aria-labelledby={labelledBy}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {row.value === '' || row.value === undefined || row.value === null
              ? t('declarations.common.review.empty')
              : row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
