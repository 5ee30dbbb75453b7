import { formatKurus } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useDeclarationSummary } from '../api/retrieve-declaration-summary';
import { CollectionDetailDialog } from '../components/collection-detail-dialog';
import { MyDeclarationCard } from '../components/my-declaration-card';
import { ErrorState, TableSkeleton } from '../../../components/public-table';
import { paths } from '../../../app/paths';
import '../../../locales/declarations-sentences';

/** `?beyan=<id>` opens one declaration's details (the link from a declaration's result page); `?tahsilat=<id>` one payment. */
const DECLARATION_PARAM = 'beyan';
const COLLECTION_PARAM = 'tahsilat';

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * /Beyanlarim (not in SPEC §2, docs/decisions/007): the member's declarations with their accruals,
 * what was paid, the documents, the PDF summary, and the way to pay the rest on /DebtQuestioning.
 */
export default function MyDeclarationsScreen() {
  const { t } = useTranslation();
  const totalsId = useId();
  const [params, setParams] = useSearchParams();
  const summary = useDeclarationSummary();
  const linked = idParam(params.get(DECLARATION_PARAM));
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(linked === undefined ? [] : [linked]));
  const collectionId = idParam(params.get(COLLECTION_PARAM));

  const toggle = (declarationId: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(declarationId)) next.add(declarationId);
      return next;
    });
  const setCollection = (id: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === undefined) next.delete(COLLECTION_PARAM);
        else next.set(COLLECTION_PARAM, String(id));
        return next;
      },
      { replace: true },
    );

  const declarations = summary.data?.declarations ?? [];
  const sum = (pick: (row: (typeof declarations)[number]) => number) =>
    declarations.reduce((total, row) => total + pick(row), 0);

  return (
    <>
      <PageTitle>{t('routes.myDeclarations')}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('declarations.mine.intro')}</Typography>

      {summary.isPending ? (
        <TableSkeleton rows={2} />
      ) : summary.isError ? (
        <ErrorState
          title={t('declarations.mine.loadFailed')}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      ) : declarations.length === 0 ? (
        <Paper variant="outlined" role="status" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{t('declarations.mine.empty')}</Typography>
        </Paper>
      ) : (
        <>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby={totalsId}
            sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, bgcolor: 'action.hover' }}
          >
            <Typography id={totalsId} component="h2" sx={{ fontWeight: 700 }}>
              {t('declarations.mine.totalsLabel')}: {t('declarations.mine.count', { count: declarations.length })}
            </Typography>
            <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
              {[
                { label: t('declarations.mine.total'), amount: sum((row) => row.totalKurus) },
                { label: t('declarations.mine.paid'), amount: sum((row) => row.paidKurus) },
                { label: t('declarations.mine.open'), amount: sum((row) => row.openKurus) },
              ].map(({ label, amount }) => (
                <Box key={label} sx={{ display: 'flex', gap: 1 }}>
                  <Typography component="dt" color="text.secondary">
                    {label}:
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {formatKurus(amount)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>

          <Box
            component="ul"
            aria-label={t('declarations.mine.listLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
          >
            {declarations.map((declaration) => (
              <li key={declaration.declarationId}>
                <MyDeclarationCard
                  declaration={declaration}
                  expanded={expanded.has(declaration.declarationId)}
                  onToggle={() => toggle(declaration.declarationId)}
                  debtsPath={paths.debtQuestioning.path}
                  onShowCollection={setCollection}
                />
              </li>
            ))}
          </Box>
        </>
      )}

      <CollectionDetailDialog collectionId={collectionId} onClose={() => setCollection(undefined)} />
    </>
  );
}
