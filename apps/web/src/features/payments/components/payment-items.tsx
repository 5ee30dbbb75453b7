import { formatKurus } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../../../locales/payments-sentences';

export interface PaymentItem {
  accrualId: number;
  description: string;
  principalKurus: number;
  interestKurus: number;
}

/**
 * What is being paid, one line per debt with its principal and gecikme zammı, and the sum. A list
 * rather than a table, so it reads the same on a phone.
 */
export function PaymentItems({
  items,
  totalKurus,
  label,
  totalLabel,
}: {
  items: PaymentItem[];
  totalKurus: number;
  label: string;
  totalLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.accrualId}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'baseline',
              columnGap: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{item.description}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('payments.items.parts', {
                  principal: formatKurus(item.principalKurus),
                  interest: formatKurus(item.interestKurus),
                })}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', ml: 'auto' }}>
              {formatKurus(item.principalKurus + item.interestKurus)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, pt: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{totalLabel}</Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}>
          {formatKurus(totalKurus)}
        </Typography>
      </Box>
    </Box>
  );
}
