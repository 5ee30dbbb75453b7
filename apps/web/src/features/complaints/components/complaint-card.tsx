import type { CitizenComplaint } from '@ebelediye/contract/complaints';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { turkishDate } from '../../../components/public-table/current-year';
import { formatMoment } from '../../../lib/format';

const statusColour = {
  received: 'default',
  in_progress: 'info',
  answered: 'success',
  rejected: 'error',
  closed: 'default',
} as const;

/** One application as its citizen sees it: status, the answer, and the status history. */
export function ComplaintCard({ complaint, headingLevel = 3 }: { complaint: CitizenComplaint; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('complaints');
  const headingId = `complaint-${complaint.trackingNo}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component={`h${headingLevel}`} variant="h6" sx={{ mb: 0.5 }}>
        {complaint.trackingNo}
      </Typography>
      <Typography component="p" sx={{ mb: 1, color: 'text.secondary' }}>
        {t('card.kindCategory', { kind: complaint.kindName, category: complaint.categoryName })}
      </Typography>
      <Typography
        component="dl"
        sx={{
          m: 0,
          mb: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0 },
        }}
      >
        <dt>{t('card.status')}</dt>
        <dd>
          <Chip size="small" label={complaint.statusName} color={statusColour[complaint.status]} variant="outlined" />
        </dd>
        <dt>{t('card.createdAt')}</dt>
        <dd>{formatMoment(complaint.createdAt)}</dd>
        <dt>{t('card.deadline')}</dt>
        <dd>
          {turkishDate(complaint.deadline)} ({t(`laws.${complaint.law}`)})
        </dd>
        {/* A suggestion or an information request may be about no place. */}
        {complaint.placeText && (
          <>
            <dt>{t('card.place')}</dt>
            <dd>{complaint.placeText}</dd>
          </>
        )}
      </Typography>
      <Typography component="p" sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>
        {complaint.description}
      </Typography>
      {complaint.answer && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'success.main' }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {t('card.answer')}
          </Typography>
          <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
            {complaint.answer}
          </Typography>
        </Paper>
      )}
      {complaint.status === 'rejected' && complaint.rejectionReason && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'error.main' }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {t('card.rejection')}
          </Typography>
          <Typography component="p">{complaint.rejectionReason}</Typography>
        </Paper>
      )}
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {t('card.history')}
      </Typography>
      <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {complaint.history.map((item) => (
          <li key={`${item.at}-${item.status}`}>
            {formatMoment(item.at)} — {item.statusName}
          </li>
        ))}
      </ol>
    </Paper>
  );
}
