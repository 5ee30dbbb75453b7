import { formatKurus } from '@ebelediye/contract';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase } from 'react-router';
import { turkishDate } from '../../../components/public-table/current-year';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { DeclarationResult } from '../api/record-declaration';
import { BreakdownList, InstallmentList } from './computation-view';
import { DocumentList, useShowDocument, type UploadedDocument } from './document-upload-field';
import '../../../locales/declarations-sentences';

interface DeclarationResultViewProps {
  result: DeclarationResult;
  documents: UploadedDocument[];
  /** Where the installments now appear: /DebtQuestioning (the route table owns the path). */
  debtsPath: string;
  /** /Beyanlarim: this declaration among the member's others, with what has been paid. */
  myDeclarationsPath: string;
  onAnother: () => void;
}

/**
 * After submitting: the declaration number, the installments it accrued, the PDF summary and the
 * way to the debt list where those installments can be paid.
 */
export function DeclarationResultView({
  result,
  documents,
  debtsPath,
  myDeclarationsPath,
  onAnother,
}: DeclarationResultViewProps) {
  const { t } = useTranslation();
  const { show, failed } = useShowDocument();
  const breakdownId = useId();
  const { computation } = result;
  // The server marks an installment whose deadline had passed on the day of the declaration.
  const overdue = computation.installments.filter((line) => line.overdue && line.interestFrom);
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 760 }}>
      <Alert severity="success" variant="outlined">
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {t('declarations.common.result.title')}
        </Typography>
        <Typography component="p">
          {computation.installments.length > 0
            ? t('declarations.common.result.installmentsIntro')
            : t('declarations.common.result.nothingDue')}
        </Typography>
      </Alert>
      {overdue.length > 0 && (
        <Alert severity="warning" variant="outlined" data-testid="declaration-overdue">
          {overdue.map((line) => (
            <Typography component="p" key={`${line.revenueCode}-${line.installment}`}>
              {t('declarations.common.result.overdue', {
                description: line.description,
                date: turkishDate(line.dueDate),
                from: turkishDate(line.interestFrom!),
              })}
            </Typography>
          ))}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 3, rowGap: 0.5 }}
        >
          <Typography component="dt" color="text.secondary">
            {t('declarations.common.result.number')}
          </Typography>
          <Typography
            component="dd"
            data-testid="declaration-number"
            sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem', fontFamily: 'monospace' }}
          >
            {result.declarationNo}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('declarations.common.result.total')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {formatKurus(computation.totalKurus)}
          </Typography>
        </Box>
      </Paper>

      <InstallmentList installments={computation.installments} />
      <Box>
        <Typography id={breakdownId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('declarations.common.preview.breakdown')}
        </Typography>
        <BreakdownList breakdown={computation.breakdown} labelledBy={breakdownId} />
      </Box>

      {documents.length > 0 && (
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            {t('declarations.common.result.documents')}
          </Typography>
          <DocumentList
            files={documents}
            onShow={(fileId) => void show(fileId)}
            status={t('declarations.common.documents.attached')}
          />
          {failed && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {failed}
            </Alert>
          )}
        </Box>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          component="a"
          href={result.summaryUrl}
          target="_blank"
          rel="noopener"
          variant="outlined"
          startIcon={<PictureAsPdfIcon aria-hidden />}
        >
          {t('declarations.common.result.summary')}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('common.opensInNewTab')}`}
          </Box>
        </Button>
        <Button component={RouterLinkBase} to={debtsPath} variant="contained">
          {t('declarations.common.result.debts')}
        </Button>
        <Button
          component={RouterLinkBase}
          to={`${myDeclarationsPath}?beyan=${result.declarationId}`}
          variant="outlined"
        >
          {t('declarations.common.result.mine')}
        </Button>
        <Button onClick={onAnother}>{t('declarations.common.result.another')}</Button>
      </Box>
    </Box>
  );
}
