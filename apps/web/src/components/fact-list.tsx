import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Label–value pairs under a heading, as a description list: two columns on a wide screen, one under
 * the other on a phone (so nothing scrolls sideways). A pair without a value is left out.
 */
export function FactList({
  title,
  rows,
  sx,
}: {
  title: string;
  rows: [string, ReactNode | null | undefined][];
  sx?: SxProps<Theme>;
}) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Paper variant="outlined" sx={[{ p: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1.25 },
        }}
      >
        {shown.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
