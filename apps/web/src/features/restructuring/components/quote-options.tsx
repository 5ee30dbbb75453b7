import { formatKurus, type RestructuringQuoteView } from '@ebelediye/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import '../../../locales/restructuring-sentences';

interface QuoteOptionsProps {
  quote: RestructuringQuoteView;
  upFrontPercent: number;
  chosen: number | null;
  onChoose: (installments: number) => void;
}

function Figure({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 200px' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.3rem', fontWeight: strong ? 700 : 600, fontVariantNumeric: 'tabular-nums' }}>
        {formatKurus(amount)}
      </Typography>
    </Paper>
  );
}

/** Today's total, the restructured total and what is forgiven side by side; then every option to choose from. */
export function QuoteOptions({ quote, upFrontPercent, chosen, onChoose }: QuoteOptionsProps) {
  const { t } = useTranslation();
  const coefficient = (value: string) => value.replace('.', ',');
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Figure label={t('restructuring.today')} amount={quote.currentTotalKurus} />
        <Figure label={t('restructuring.restructured')} amount={quote.restructuredKurus} strong />
        <Figure label={t('restructuring.forgiven')} amount={quote.forgivenKurus} />
      </Stack>
      <FormControl>
        <FormLabel id="restructuring-options" sx={{ fontWeight: 600, mb: 1 }}>
          {t('restructuring.optionsLabel')}
        </FormLabel>
        <RadioGroup
          aria-labelledby="restructuring-options"
          value={chosen === null ? '' : String(chosen)}
          onChange={(event) => onChoose(Number(event.target.value))}
        >
          <Stack spacing={1}>
            {quote.options.map((option) => {
              const first = option.schedule[0];
              const last = option.schedule[option.schedule.length - 1];
              const regular = option.schedule[1] ?? first;
              const name =
                option.installments === 1
                  ? t('restructuring.upFront')
                  : t('restructuring.installments', { count: option.installments });
              return (
                <Paper
                  key={option.installments}
                  variant="outlined"
                  sx={{ px: 2, py: 1, borderColor: chosen === option.installments ? 'primary.main' : undefined }}
                >
                  <FormControlLabel
                    value={String(option.installments)}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', width: '100%', m: 0 }}
                    label={
                      <Stack sx={{ py: 1 }}>
                        <Typography sx={{ fontWeight: 700 }}>
                          {name} — {t('restructuring.optionTotal', { total: formatKurus(option.totalKurus) })}
                        </Typography>
                        <Typography variant="body2">
                          {option.installments === 1
                            ? t('restructuring.upFrontDetail', {
                                percent: upFrontPercent,
                                discount: formatKurus(option.discountKurus),
                              })
                            : t('restructuring.optionDetail', {
                                coefficient: coefficient(option.coefficient),
                                first: formatKurus(first.amountKurus),
                                regular: formatKurus(regular.amountKurus),
                              })}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {/* Peşin is one payment: one date, not "31.12.2026 – 31.12.2026". */}
                          {first.dueDate === last.dueDate
                            ? t('restructuring.optionDate', { date: formatDay(first.dueDate) })
                            : t('restructuring.optionDates', {
                                first: formatDay(first.dueDate),
                                last: formatDay(last.dueDate),
                              })}
                        </Typography>
                      </Stack>
                    }
                  />
                </Paper>
              );
            })}
          </Stack>
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
