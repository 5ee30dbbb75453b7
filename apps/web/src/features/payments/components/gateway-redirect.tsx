import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../locales/payments-sentences';

export interface GatewayForm {
  url: string;
  /** Posted unless the bank's page is opened with GET (Vakıfbank Common Payment); a GET form sends its fields as the query. */
  method?: 'get' | 'post';
  fields: Record<string, string>;
}

/**
 * The hand-over to 3D Secure: a real form posted to the bank with the fields the server prepared.
 * It is submitted from here (the CSP allows no inline script), once; the button is there for a
 * browser that stops the automatic post.
 */
export function GatewayRedirect({ gateway }: { gateway: GatewayForm }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);

  useEffect(() => {
    if (submitted.current) return;
    submitted.current = true;
    formRef.current?.submit();
  }, []);

  return (
    <Box
      component="form"
      ref={formRef}
      method={gateway.method ?? 'post'}
      action={gateway.url}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      {Object.entries(gateway.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <CircularProgress size={24} aria-hidden />
      <Typography role="status">{t('payments.window.redirecting')}</Typography>
      <Button type="submit" variant="outlined">
        {t('payments.window.redirectManually')}
      </Button>
    </Box>
  );
}
