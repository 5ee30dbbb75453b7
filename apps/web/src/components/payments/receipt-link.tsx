import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden';
import { useReceipt } from '../../lib/api/create-collection-info-report-for-e-municipality';
import '../../locales/payments-sentences';

interface ReceiptLinkProps {
  orderNo: string;
  /** Told to screen readers after the link's text, where several receipts are listed. */
  context?: string;
  size?: 'small' | 'medium' | 'large';
}

/**
 * "Makbuzu indir (PDF)": the server names the receipt of a posted online payment
 * (CreateCollectionInfoReportForEMunicipality), and the link downloads that PDF.
 */
export function ReceiptLink({ orderNo, context, size = 'medium' }: ReceiptLinkProps) {
  const { t } = useTranslation();
  const receipt = useReceipt(orderNo);
  if (receipt.isPending) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('payments.receipt.preparing')}
      </Typography>
    );
  }
  if (receipt.isError) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('payments.receipt.unavailable')}
      </Typography>
    );
  }
  return (
    <Button
      component="a"
      href={receipt.data.receiptUrl}
      download={`makbuz-${receipt.data.receiptNo}.pdf`}
      variant={size === 'small' ? 'text' : 'outlined'}
      size={size}
      startIcon={<PictureAsPdfIcon aria-hidden />}
    >
      {t('payments.receipt.download')}
      {context && (
        <Box component="span" sx={visuallyHidden}>
          {` ${context}`}
        </Box>
      )}
    </Button>
  );
}
