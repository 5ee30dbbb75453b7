import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Parameter } from '@ebelediye/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicParameters } from '../../../lib/api/retrieve-parameters-without-authorization';

/** The municipality's public contact parameters (group ILETISIM). */
const CONTACT_GROUP = 'ILETISIM';

function valueOf(parameters: Parameter[], code: string): string | undefined {
  return parameters.find((parameter) => parameter.code === code)?.value || undefined;
}

export function ContactInfo() {
  const { t } = useTranslation();
  const { data, isPending } = usePublicParameters(CONTACT_GROUP);
  if (isPending) return <Skeleton variant="rounded" height={96} />;
  if (!data) return null;

  const phone = valueOf(data.parameters, 'DESTEK_TELEFONU');
  const email = valueOf(data.parameters, 'DESTEK_EPOSTA');
  const address = valueOf(data.parameters, 'ADRES');
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {phone && (
        <ContactRow
          icon={<PhoneIcon />}
          label={t('contact.phone')}
          value={<Link href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</Link>}
        />
      )}
      {email && (
        <ContactRow
          icon={<EmailIcon />}
          label={t('contact.email')}
          value={<Link href={`mailto:${email}`}>{email}</Link>}
        />
      )}
      {address && <ContactRow icon={<PlaceIcon />} label={t('contact.address')} value={address} />}
    </Box>
  );
}

function ContactRow({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div>
      <Typography
        component="dt"
        variant="body2"
        sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Box component="span" aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography component="dd" sx={{ ml: 4, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  );
}
