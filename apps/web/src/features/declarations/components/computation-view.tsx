import { formatKurus, type Computation } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { turkishDate } from '../../../components/public-table/current-year';
import { visuallyHidden } from '../../../components/visually-hidden';
import '../../../locales/declarations-sentences';

/** The lines of a computed tax, label and value, as the server wrote them. */
export function BreakdownList({ breakdown, labelledBy }: { breakdown: Computation['breakdown']; labelledBy?: string }) {
  return (
    <Box component="dl" aria-labelledby={labelledBy} sx={{ m: 0, display: 'grid', gap: 0.75 }}>
      {breakdown.map((line, index) => (
        <Box
          key={`${line.label}-${index}`}
          sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {line.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'right', overflowWrap: 'anywhere' }}
          >
            {line.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The installments a declaration accrues: a list rather than a table, so a 360 px phone reads each
 * one whole (description, due date, amount) without scrolling sideways.
 */
export function InstallmentList({
  installments,
  title,
}: {
  installments: Computation['installments'];
  title?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (installments.length === 0)
    return <Typography variant="body2">{t('declarations.common.installments.none')}</Typography>;
  return (
    <Box>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {title ?? t('declarations.common.installments.caption')}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {installments.map((line, index) => (
          <Box
            component="li"
            key={`${line.revenueCode}-${line.installment}-${index}`}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              px: 1.5,
              py: 1,
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {line.description}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('declarations.common.installments.dueDate')}: {turkishDate(line.dueDate)}
              </Typography>
            </Box>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              <Box component="span" sx={visuallyHidden}>
                {t('declarations.common.installments.amount')}:{' '}
              </Box>
              {formatKurus(line.amountKurus)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
