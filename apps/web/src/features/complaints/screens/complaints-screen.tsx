import { formatAccessCode } from '@ebelediye/contract/complaints';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { RouterLink } from '../../../components/router-link';
import { turkishDate } from '../../../components/public-table/current-year';
import { useMyComplaints } from '../api/get-my-complaints';
import { useAuth } from '../../../lib/auth/auth-provider';
import { i18n } from '../../../lib/i18n';
import { complaints } from '../../../locales/tr/complaints';
import { paths } from '../../../app/paths';
import { ComplaintCard } from '../components/complaint-card';
import { type Lodged, LodgeForm } from '../components/lodge-form';
import { LookupSection } from '../components/lookup-section';

// The screen's sentences join i18next when this chunk loads.
if (!i18n.hasResourceBundle('tr', 'complaints')) i18n.addResourceBundle('tr', 'complaints', complaints);

type TabKey = 'lodge' | 'mine' | 'lookup';

function Done({ lodged, onAnother }: { lodged: Lodged; onAnother: () => void }) {
  const { t } = useTranslation('complaints');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'success.main' }} role="status">
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h5"
        sx={{ mb: 1, '&:focus': { outline: 'none' } }}
      >
        {t('done.heading')}
      </Typography>
      <Typography component="p" variant="h6" sx={{ mb: 1 }}>
        {t('done.number', { trackingNo: lodged.trackingNo })}
      </Typography>
      <Typography component="p" variant="h6" sx={{ mb: 1 }}>
        {t('done.accessCode', { accessCode: formatAccessCode(lodged.accessCode) })}
      </Typography>
      <Typography component="p" sx={{ mb: 1 }}>
        {t('done.accessCodeHint')}
      </Typography>
      <Typography component="p">
        {t('done.deadline', { deadline: turkishDate(lodged.deadline), law: t(`laws.${lodged.law}`) })}
      </Typography>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('done.sms')}
      </Typography>
      <Button variant="outlined" onClick={onAnother}>
        {t('done.another')}
      </Button>
    </Paper>
  );
}

function MineSection() {
  const { t } = useTranslation('complaints');
  const { isAuthenticated, user } = useAuth();
  const isMember = isAuthenticated && user?.memberId != null;
  const mine = useMyComplaints(isMember);
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h5">
        {t('mine.heading')}
      </Typography>
      {!isMember ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.signIn.path} color="inherit">
              {t('mine.signIn')}
            </Button>
          }
        >
          {t('mine.signInFirst')}
        </Alert>
      ) : mine.isLoading ? (
        <Typography role="status">{i18n.t('common.loading')}</Typography>
      ) : mine.isError ? (
        <Alert severity="error">{t('mine.loadFailed')}</Alert>
      ) : mine.data!.complaints.length === 0 ? (
        <Typography component="p">{t('mine.empty')}</Typography>
      ) : (
        mine.data!.complaints.map((complaint) => <ComplaintCard key={complaint.trackingNo} complaint={complaint} />)
      )}
    </Stack>
  );
}

/** /ComplaintsAndRequests: lodge an application, see one's own (Başvurularım), look one up. */
export default function ComplaintsScreen() {
  const { t } = useTranslation('complaints');
  const { t: tApp } = useTranslation();
  const [tab, setTab] = useState<TabKey>('lodge');
  const [lodged, setLodged] = useState<Lodged>();
  const tabs: TabKey[] = ['lodge', 'mine', 'lookup'];
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageTitle>{tApp('routes.complaintsAndRequests')}</PageTitle>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: TabKey) => setTab(value)}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`tabs.${key}`)}
            id={`complaints-tab-${key}`}
            aria-controls={`complaints-panel-${key}`}
          />
        ))}
      </Tabs>
      {tabs.map((key) => (
        <div
          key={key}
          role="tabpanel"
          id={`complaints-panel-${key}`}
          aria-labelledby={`complaints-tab-${key}`}
          hidden={tab !== key}
        >
          {tab === key &&
            key === 'lodge' &&
            (lodged ? (
              <Done lodged={lodged} onAnother={() => setLodged(undefined)} />
            ) : (
              <LodgeForm onLodged={setLodged} />
            ))}
          {tab === key && key === 'mine' && <MineSection />}
          {tab === key && key === 'lookup' && <LookupSection />}
        </div>
      ))}
    </Box>
  );
}
