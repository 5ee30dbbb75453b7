import { formatKurus } from '@ebelediye/contract';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { DeclarationSummary } from '../api/retrieve-declaration-summary';
import { dayOf } from './form-support';
import { MyDeclarationDetails } from './my-declaration-details';
import { PaymentStateChip, paymentState } from './payment-state-chip';
import '../../../locales/declarations-sentences';

interface MyDeclarationCardProps {
  declaration: DeclarationSummary;
  expanded: boolean;
  onToggle: () => void;
  /** /DebtQuestioning, where what is left is paid (the route table owns the path). */
  debtsPath: string;
  onShowCollection: (collectionId: number) => void;
}

/**
 * One declaration: what it is, its number, the sums (total, paid, left), its PDF summary and the way
 * to pay the rest; "Ayrıntılar" opens its accruals, payments and documents, asked only then.
 */
export function MyDeclarationCard({
  declaration,
  expanded,
  onToggle,
  debtsPath,
  onShowCollection,
}: MyDeclarationCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const detailsId = useId();
  const state = paymentState(declaration.totalKurus, declaration.paidKurus);
  const about = t('declarations.mine.about', { number: declaration.declarationNo });

  const facts: { label: string; value: string; strong?: boolean; mono?: boolean }[] = [
    { label: t('declarations.mine.number'), value: declaration.declarationNo, mono: true },
    { label: t('declarations.mine.submittedAt'), value: dayOf(declaration.submittedAt) },
    { label: t('declarations.mine.year'), value: String(declaration.year) },
    { label: t('declarations.mine.total'), value: formatKurus(declaration.totalKurus) },
    { label: t('declarations.mine.paid'), value: formatKurus(declaration.paidKurus) },
    {
      label: t('declarations.mine.open'),
      value: formatKurus(declaration.openKurus),
      strong: declaration.openKurus > 0,
    },
  ];

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {declaration.kindName}
            <Box component="span" sx={visuallyHidden}>
              {` — ${declaration.declarationNo}`}
            </Box>
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{declaration.title}</Typography>
        </Box>
        <PaymentStateChip state={state} />
      </Box>

      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1.5,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(7rem, auto) 1fr', sm: 'repeat(3, auto 1fr)' },
          columnGap: 2,
          rowGap: 0.5,
          alignItems: 'baseline',
        }}
      >
        {facts.map((item) => (
          <Box key={item.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                fontVariantNumeric: 'tabular-nums',
                fontWeight: item.strong ? 700 : 400,
                fontFamily: item.mono ? 'monospace' : undefined,
              }}
            >
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button
          component="a"
          href={declaration.summaryUrl}
          target="_blank"
          rel="noopener"
          variant="outlined"
          size="small"
          startIcon={<PictureAsPdfIcon aria-hidden />}
          aria-label={`${t('declarations.mine.summary')}: ${about} ${t('common.opensInNewTab')}`}
        >
          {t('declarations.mine.summary')}
        </Button>
        {declaration.openKurus > 0 && (
          <Button
            component={RouterLinkBase}
            to={debtsPath}
            variant="contained"
            size="small"
            aria-label={`${t('declarations.mine.pay')}: ${about}, ${formatKurus(declaration.openKurus)}`}
          >
            {t('declarations.mine.pay')}
          </Button>
        )}
        <Button
          size="small"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          endIcon={expanded ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
          // The visible word first, then which declaration (WCAG 2.5.3: the name contains the label).
          aria-label={`${t('declarations.mine.showDetails')}: ${about}`}
        >
          {t('declarations.mine.showDetails')}
        </Button>
      </Box>

      {expanded && (
        <Box id={detailsId} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <MyDeclarationDetails declaration={declaration} onShowCollection={onShowCollection} />
        </Box>
      )}
    </Paper>
  );
}
