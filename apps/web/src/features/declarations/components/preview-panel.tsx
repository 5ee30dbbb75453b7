import { formatKurus, type Computation } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/errors';
import { BreakdownList, InstallmentList } from './computation-view';
import '../../../locales/declarations-sentences';

interface PreviewPanelProps {
  /** The last computed tax (kept while the next one is computed). */
  computation: Computation | undefined;
  /** The person is still typing: the sum shown is of what was there a moment ago. */
  waiting: boolean;
  fetching: boolean;
  /** The server could not compute this form (a table missing for the year, a rule refused). */
  error: unknown;
  /** On the review step the panel is part of the page, not a live side panel. */
  variant?: 'live' | 'review';
}

/**
 * The live preview of a declaration's tax (Preview…Declaration): the total, how it was reached and
 * the installments it will accrue. Only the total line is a live region, so a screen reader hears
 * the new sum once, not the whole breakdown on every change.
 */
export function PreviewPanel({ computation, waiting, fetching, error, variant = 'live' }: PreviewPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const breakdownId = useId();
  const showStale = computation !== undefined && (waiting || fetching);
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2 },
        position: variant === 'live' ? { md: 'sticky' } : undefined,
        top: { md: 88 },
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {t('declarations.common.preview.title')}
      </Typography>
      {variant === 'live' && (
        <Typography variant="body2" color="text.secondary">
          {t('declarations.common.preview.intro')}
        </Typography>
      )}
      <Box sx={{ minHeight: 4 }}>
        {fetching && <LinearProgress aria-label={t('declarations.common.preview.calculating')} />}
      </Box>

      <Box role="status" aria-live="polite">
        {error !== null && error !== undefined && !fetching ? (
          <Alert severity="warning">
            {t('declarations.common.preview.failed', { message: errorMessageOf(error) })}
          </Alert>
        ) : computation ? (
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {t('declarations.common.preview.yearTotal', { year: computation.year })}
            </Typography>
            <Typography
              data-testid="preview-total"
              sx={{ fontWeight: 700, fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatKurus(computation.totalKurus)}
            </Typography>
          </Box>
        ) : (
          <Typography variant="body2">
            {fetching ? t('declarations.common.preview.calculating') : t('declarations.common.preview.waiting')}
          </Typography>
        )}
      </Box>
      {showStale && !error && (
        <Typography variant="caption" color="text.secondary">
          {t('declarations.common.preview.stale')}
        </Typography>
      )}

      {computation && !error && (
        <>
          <Divider />
          <Typography id={breakdownId} component="h3" variant="subtitle2">
            {t('declarations.common.preview.breakdown')}
          </Typography>
          <BreakdownList breakdown={computation.breakdown} labelledBy={breakdownId} />
          <Divider />
          <InstallmentList
            installments={computation.installments}
            title={t('declarations.common.preview.installments')}
          />
        </>
      )}
    </Paper>
  );
}
