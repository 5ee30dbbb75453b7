import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewList } from './review-list';
import '../../../locales/declarations-sentences';

/** The taxpayer a declaration is made for: the signed-in member's registry (MemberInfo.UserDetail.Registry). */
export interface DeclarationOwner {
  name: string;
  identityNoMasked: string;
  kindName: string;
}

export function OwnerCard({ owner }: { owner: DeclarationOwner }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('declarations.common.owner.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('declarations.common.owner.intro')}
      </Typography>
      <Box>
        <ReviewList
          rows={[
            { label: t('declarations.common.owner.name'), value: owner.name },
            { label: t('declarations.common.owner.identityNo'), value: owner.identityNoMasked },
            { label: t('declarations.common.owner.kind'), value: owner.kindName },
          ]}
        />
      </Box>
    </Paper>
  );
}
