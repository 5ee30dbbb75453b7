import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { revealStartOnFocus } from './focus-clearance';
import { useAppSettings } from '../lib/app-settings';

/** Another form's own notice (the complaint form's says what that form does with its data). */
export interface KvkkContent {
  title: string;
  intro: string;
  sections: readonly { heading: string; text: string }[];
}

/**
 * The aydınlatma metni (KVKK art. 10, domain/identity.md): who processes what, why, to whom, how,
 * and the person's rights. A scrollable region that a keyboard can reach and scroll. Membership's
 * notice unless a form passes its own `content`: a notice must be true of the form it stands under.
 */
export function KvkkNotice({ id, content }: { id?: string; content?: KvkkContent }) {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const sections =
    content?.sections ?? t('session.kvkk.sections', { returnObjects: true, municipality: settings.MunicipalityName });
  const titleId = `${id ?? 'kvkk'}-title`;
  return (
    <Box
      id={id}
      role="region"
      aria-labelledby={titleId}
      tabIndex={0}
      onFocus={revealStartOnFocus}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        maxHeight: 320,
        overflowY: 'auto',
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {content?.title ?? t('session.kvkk.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {content?.intro ?? t('session.kvkk.intro')}
      </Typography>
      {sections.map((section) => (
        <Box key={section.heading} sx={{ mb: 1.5 }}>
          <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
            {section.heading}
          </Typography>
          <Typography variant="body2">{section.text.replace('{{municipality}}', settings.MunicipalityName)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
