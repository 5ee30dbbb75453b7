import { type ResolutionKind, resolutionKindNames } from '@ebelediye/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LinkIcon from '@mui/icons-material/Link';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { ErrorState, TableSkeleton, turkishDate } from '../../../components/public-table';
import { RouterLink } from '../../../components/router-link';
import { ApiError } from '../../../lib/errors';
import { useResolution } from '../api/get-resolution';
import { resolutionNumber } from './resolution-table';

function fileSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;
}

interface ResolutionDetailProps {
  id: number;
  kind: ResolutionKind;
  /** Back to the list with its filters. */
  backTo: string;
  /** The address anyone can open to see this decision. */
  shareUrl: string;
  /** The screen of the other organ, when the id belongs to it. */
  screenOf: (kind: ResolutionKind) => string;
}

/** One decision: its number, date, meeting and type, the full text, the PDF and a link to share. */
export function ResolutionDetail({ id, kind, backTo, shareUrl, screenOf }: ResolutionDetailProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const query = useResolution(id);
  const back = (
    <RouterLink
      to={backTo}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, '@media print': { display: 'none' } }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {t('resolutions.backToList')}
    </RouterLink>
  );
  if (query.isPending)
    return (
      <>
        {back}
        <TableSkeleton rows={6} />
      </>
    );
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.code === 'not_found';
    return (
      <>
        {back}
        {notFound ? (
          <Alert severity="warning">{t('resolutions.notFound')}</Alert>
        ) : (
          <ErrorState title={t('resolutions.detailFailed')} error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  const resolution = query.data.resolution;
  if (resolution.kind !== kind) {
    // A committee decision opened on the council screen (or the other way round): point to its screen.
    return (
      <>
        {back}
        <Alert severity="info">
          <RouterLink to={`${screenOf(resolution.kind)}?karar=${resolution.id}`}>
            {resolutionKindNames[resolution.kind]} —{' '}
            {t('resolutions.detailTitle', { number: resolutionNumber(resolution) })}
          </RouterLink>
        </Alert>
      </>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast(t('resolutions.linkCopied'), 'success');
    } catch {
      toast(t('resolutions.copyFailed'), 'warning');
    }
  };
  return (
    <article aria-labelledby="resolution-title">
      {back}
      <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {t('resolutions.detailTitle', { number: resolutionNumber(resolution) })}
      </Typography>
      <Box id="resolution-title">
        <PageTitle>{resolution.subject}</PageTitle>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mb: 2,
        }}
      >
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t('resolutions.decidedOn')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {turkishDate(resolution.decidedOn)}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t('resolutions.meeting')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {resolution.meeting}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t('resolutions.type')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {resolution.typeName}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, '@media print': { display: 'none' } }}>
        {resolution.attachment ? (
          <Button
            component={Link}
            href={resolution.attachment.url}
            target="_blank"
            rel="noopener"
            variant="contained"
            startIcon={<PictureAsPdfIcon />}
          >
            {t('resolutions.pdf', { size: fileSize(resolution.attachment.sizeBytes) })} {t('common.opensInNewTab')}
          </Button>
        ) : (
          <Typography sx={{ alignSelf: 'center', color: 'text.secondary' }}>{t('resolutions.noAttachment')}</Typography>
        )}
        <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void copy()}>
          {t('resolutions.copyLink')}
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('publicTables.print')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: '80ch', '@media print': { border: 0, p: 0 } }}>
        {resolution.body.split(/\n\s*\n/).map((paragraph, index) => (
          <Typography
            key={index}
            sx={{ mb: 1.5, '&:last-child': { mb: 0 }, textAlign: { xs: 'left', md: 'justify' }, hyphens: 'auto' }}
            lang="tr"
          >
            {paragraph}
          </Typography>
        ))}
      </Paper>
      <TextField
        label={t('resolutions.shareLink')}
        value={shareUrl}
        size="small"
        fullWidth
        sx={{ mt: 2, maxWidth: '80ch', '@media print': { display: 'none' } }}
        slotProps={{
          htmlInput: { readOnly: true, onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select() },
        }}
      />
    </article>
  );
}
