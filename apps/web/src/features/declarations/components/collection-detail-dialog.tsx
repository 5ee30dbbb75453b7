import { formatKurus } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollectionDetail } from '../api/retrieve-collection-detail-by-collection-oid';
import { dayOf } from './form-support';
import { ErrorState, TableSkeleton } from '../../../components/public-table';
import '../../../locales/declarations-sentences';

interface CollectionDetailDialogProps {
  /** The payment shown; the dialog is open while there is one. */
  collectionId: number | undefined;
  onClose: () => void;
}

/**
 * One payment as the municipality posted it (RetrieveCollectionDetailByCollectionOid, only one's
 * own): receipt number, date, and what it paid line by line — principal and late interest.
 */
export function CollectionDetailDialog({ collectionId, onClose }: CollectionDetailDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const detail = useCollectionDetail(collectionId);
  const data = detail.data;

  return (
    <Dialog open={collectionId !== undefined} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('declarations.mine.collection.title')}</DialogTitle>
      <DialogContent>
        {detail.isPending ? (
          <TableSkeleton rows={2} />
        ) : detail.isError ? (
          <ErrorState
            title={t('declarations.mine.collection.loadFailed')}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          data && (
            <>
              <Box
                component="dl"
                sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
              >
                <Typography component="dt" color="text.secondary">
                  {t('declarations.mine.collection.receiptNo')}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {data.receiptNo}
                </Typography>
                <Typography component="dt" color="text.secondary">
                  {t('declarations.mine.collection.date')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {dayOf(data.collectedAt)}
                </Typography>
                <Typography component="dt" color="text.secondary">
                  {t('declarations.mine.collection.total')}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {formatKurus(data.totalKurus)}
                </Typography>
              </Box>
              <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                {t('declarations.mine.collection.lines')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {data.lines.map((line) => (
                  <Box
                    component="li"
                    key={line.accrualId}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {line.description}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {t('declarations.mine.collection.principal')}: {formatKurus(line.principalKurus)} ·{' '}
                      {t('declarations.mine.collection.interest')}: {formatKurus(line.interestKurus)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </>
          )
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
