import { formatKurus } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, TableSkeleton, turkishDate } from '../../../components/public-table';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useDeclarationAccruals } from '../api/get-declaration-accruments';
import { useDeclarationCollections } from '../api/get-declaration-collections-for-e-municipality';
import { useAccrualTypeNames } from '../api/retrieve-accrument-modul-types';
import type { DeclarationSummary } from '../api/retrieve-declaration-summary';
import { DocumentList, useShowDocument } from './document-upload-field';
import { dayOf } from './form-support';
import { PaymentStateChip, paymentState } from './payment-state-chip';
import '../../../locales/declarations-sentences';

/** A part of the details: its heading (h3) names the list under it. */
function Part({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children(headingId)}
    </Box>
  );
}

const rowSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1.5,
  py: 1,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 1,
} as const;

function Accruals({ declarationId }: { declarationId: number }) {
  const { t } = useTranslation();
  const accruals = useDeclarationAccruals(declarationId);
  const typeNames = useAccrualTypeNames();
  return (
    <Part title={t('declarations.mine.accruals.title')}>
      {(headingId) =>
        accruals.isPending ? (
          <TableSkeleton rows={2} />
        ) : accruals.isError ? (
          <ErrorState
            title={t('declarations.mine.accruals.loadFailed')}
            error={accruals.error}
            onRetry={() => void accruals.refetch()}
          />
        ) : accruals.data.accruals.length === 0 ? (
          <Typography variant="body2">{t('declarations.mine.accruals.empty')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby={headingId}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            {accruals.data.accruals.map((accrual) => (
              <Box component="li" key={accrual.accrualId} sx={rowSx}>
                <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {accrual.description}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      typeNames.get(accrual.revenueCode) ?? accrual.revenueCode,
                      // One accrual of a revenue is not an installment of anything (entertainment numbers its by the month).
                      accruals.data.accruals.filter((other) => other.revenueCode === accrual.revenueCode).length > 1
                        ? t('declarations.mine.accruals.installment', { number: accrual.installment })
                        : undefined,
                      `${t('declarations.mine.accruals.dueDate')}: ${turkishDate(accrual.dueDate)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                <Box sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    <Box component="span" sx={visuallyHidden}>
                      {`${t('declarations.mine.accruals.amount')}: `}
                    </Box>
                    {formatKurus(accrual.principalKurus)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('declarations.mine.accruals.paid')}:{' '}
                    {formatKurus(Math.min(accrual.paidKurus, accrual.principalKurus))}
                  </Typography>
                </Box>
                <PaymentStateChip state={paymentState(accrual.principalKurus, accrual.paidKurus)} />
              </Box>
            ))}
          </Box>
        )
      }
    </Part>
  );
}

function Collections({
  declarationId,
  onShowCollection,
}: {
  declarationId: number;
  onShowCollection: (collectionId: number) => void;
}) {
  const { t } = useTranslation();
  const collections = useDeclarationCollections(declarationId);
  return (
    <Part title={t('declarations.mine.collections.title')}>
      {(headingId) =>
        collections.isPending ? (
          <TableSkeleton rows={2} />
        ) : collections.isError ? (
          <ErrorState
            title={t('declarations.mine.collections.loadFailed')}
            error={collections.error}
            onRetry={() => void collections.refetch()}
          />
        ) : collections.data.collections.length === 0 ? (
          <Typography variant="body2">{t('declarations.mine.collections.empty')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby={headingId}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            {collections.data.collections.map((collection) => (
              <Box component="li" key={collection.collectionId} sx={rowSx}>
                <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('declarations.mine.collections.receiptNo', { number: collection.receiptNo })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {dayOf(collection.collectedAt)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {`${t('declarations.mine.collections.amount')}: `}
                  </Box>
                  {formatKurus(collection.totalKurus)}
                </Typography>
                <Button
                  size="small"
                  onClick={() => onShowCollection(collection.collectionId)}
                  aria-label={t('declarations.mine.collections.detailOf', { number: collection.receiptNo })}
                >
                  {t('declarations.mine.collections.detail')}
                </Button>
              </Box>
            ))}
          </Box>
        )
      }
    </Part>
  );
}

function Documents({ declaration }: { declaration: DeclarationSummary }) {
  const { t } = useTranslation();
  const { show, failed } = useShowDocument();
  return (
    <Part title={t('declarations.mine.documents.title')}>
      {() => (
        <>
          {declaration.documents.length === 0 ? (
            <Typography variant="body2">{t('declarations.mine.documents.empty')}</Typography>
          ) : (
            <DocumentList files={declaration.documents} onShow={(fileId) => void show(fileId)} />
          )}
          {failed && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {failed}
            </Alert>
          )}
        </>
      )}
    </Part>
  );
}

/** A declaration's accruals with what was paid of each, the payments made against them, and its documents. */
export function MyDeclarationDetails({
  declaration,
  onShowCollection,
}: {
  declaration: DeclarationSummary;
  onShowCollection: (collectionId: number) => void;
}) {
  return (
    <Stack spacing={2.5}>
      <Accruals declarationId={declaration.declarationId} />
      <Collections declarationId={declaration.declarationId} onShowCollection={onShowCollection} />
      <Documents declaration={declaration} />
    </Stack>
  );
}
