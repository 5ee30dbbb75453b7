import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The one h1 of a screen. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" variant="h4" sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2.125rem' }, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}
