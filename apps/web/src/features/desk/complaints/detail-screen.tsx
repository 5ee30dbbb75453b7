import {
  complaintStatusNames,
  defaultPublicNotes,
  maxPublicNoteLength,
  type ComplaintStatus,
} from '@ebelediye/contract/complaints';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase, useLocation } from 'react-router';
import { useErrorDialog, useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { turkishDate } from '../../../components/public-table/current-year';
import { ApiError } from '../../../lib/errors';
import { pointText } from '../../../lib/point-text';
import { useAddComplaintNote } from '../api/add-complaint-note';
import { useAssignComplaint } from '../api/assign-complaint';
import { useChangeComplaintStatus } from '../api/change-complaint-status';
import { useDeskComplaint } from '../api/get-desk-complaint';
import { useStaffUnits } from '../api/get-staff-units';
import { NativeSelect } from './native-select';
import { formatMoment } from '../../../lib/format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /yonetim/basvurular/:id — everything about one application, and what staff can do with it. */
export default function DetailScreen() {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const id = Number(useLocation().pathname.split('/').pop());
  const [reason, setReason] = useState<string>();
  const query = useDeskComplaint(id, reason);
  const units = useStaffUnits();
  const assign = useAssignComplaint();
  const changeStatus = useChangeComplaintStatus();
  const addNote = useAddComplaintNote();
  const [unitId, setUnitId] = useState('');
  const [nextStatus, setNextStatus] = useState('');
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string>();
  const [publicNote, setPublicNote] = useState('');
  const [publicNoteError, setPublicNoteError] = useState<string>();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.field === 'reason')
      return <ReadReasonForm error={reason ? query.error.Message : undefined} onSubmit={setReason} />;
    return <Alert severity="error">{query.error.message}</Alert>;
  }
  if (!query.data) return <Typography role="status">Yükleniyor...</Typography>;
  const c = query.data.complaint;

  const done = () => toast(t('complaints.saved'), 'success');
  const submitAssign = async () => {
    if (!unitId) return;
    try {
      await assign.mutateAsync({ id, unitId: Number(unitId) });
      done();
    } catch (error) {
      showError(error);
    }
  };
  const chooseStatus = (status: string) => {
    setNextStatus(status);
    // The status's fixed public sentence, for staff to keep or rewrite on purpose (decision 053).
    setPublicNote(status ? defaultPublicNotes[status as ComplaintStatus] : '');
    setPublicNoteError(undefined);
  };
  const submitStatus = async () => {
    setTextError(undefined);
    setPublicNoteError(undefined);
    if (!nextStatus) return;
    const status = nextStatus as ComplaintStatus;
    const note = publicNote.trim();
    try {
      await changeStatus.mutateAsync({
        id,
        status,
        text: text || undefined,
        publicNote: note && note !== defaultPublicNotes[status] ? note : undefined,
      });
      chooseStatus('');
      setText('');
      done();
    } catch (error) {
      if (error instanceof ApiError && error.field === 'text') setTextError(error.Message);
      else if (error instanceof ApiError && error.field === 'publicNote') setPublicNoteError(error.Message);
      else showError(error);
    }
  };
  const submitNote = async () => {
    setNoteError(undefined);
    try {
      await addNote.mutateAsync({ id, text: note });
      setNote('');
      done();
    } catch (error) {
      if (error instanceof ApiError && error.field === 'text') setNoteError(error.Message);
      else showError(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Link component={RouterLinkBase} to="/yonetim/basvurular">
        {t('complaints.back')}
      </Link>
      <div>
        <PageTitle>
          {t('pages.complaint')} {c.trackingNo}
        </PageTitle>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip
            label={c.statusName}
            color={c.status === 'answered' ? 'success' : c.status === 'rejected' ? 'error' : 'default'}
            variant="outlined"
          />
          <Chip
            label={`${t('complaints.deadlineCol')}: ${turkishDate(c.deadline)} (${c.law})`}
            color={c.overdue ? 'error' : 'default'}
            variant={c.overdue ? 'filled' : 'outlined'}
          />
          {c.overdue && <Chip label={t('complaints.overdueChip')} color="error" />}
        </Stack>
      </div>
      <Section title={t('complaints.description')}>
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
          <dt>{t('complaints.kind')}</dt>
          <dd>
            {c.kindName} · {c.categoryName}
          </dd>
          <dt>{t('complaints.place')}</dt>
          <dd>{c.placeText || '—'}</dd>
          {c.point && (
            <>
              <dt>{t('complaints.point')}</dt>
              <dd>{pointText(c.point)}</dd>
            </>
          )}
          <dt>{t('complaints.unit')}</dt>
          <dd>{c.unit?.name ?? '—'}</dd>
          <dt>{t('complaints.contact')}</dt>
          <dd>
            {c.contactName}, {c.contactPhoneMasked}
            {c.contactPhoneMasked && !c.contactPhoneVerified ? ` (${t('complaints.phoneUnverified')})` : ''}
            {c.contactEmail ? `, ${c.contactEmail}` : ''}
          </dd>
          {c.applicantTckn && (
            <>
              <dt>{t('complaints.applicant')}</dt>
              <dd>{t('complaints.applicantText', { tckn: c.applicantTckn, address: c.applicantAddress ?? '—' })}</dd>
            </>
          )}
          <dt>{t('complaints.source')}</dt>
          <dd>{t(`complaints.sources.${c.source}`)}</dd>
          <dt>{t('complaints.publicNoteNow')}</dt>
          <dd>{c.publicNote}</dd>
        </Typography>
        <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
          {c.description}
        </Typography>
        {c.photoUrls.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('complaints.photos')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {c.photoUrls.map((url, index) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img
                    src={url}
                    alt={t('complaints.photoAlt', { n: index + 1 })}
                    style={{ maxWidth: 200, maxHeight: 160, display: 'block' }}
                  />
                </a>
              ))}
            </Stack>
          </Box>
        )}
      </Section>

      <Section title={t('complaints.assign')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NativeSelect
            label={t('complaints.unit')}
            value={unitId}
            emptyLabel="Seçiniz"
            onChange={setUnitId}
            options={(units.data?.units ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
          />
          <Button variant="outlined" onClick={() => void submitAssign()} disabled={!unitId || assign.isPending}>
            {t('complaints.assignSubmit')}
          </Button>
        </Stack>
      </Section>

      <Section title={t('complaints.changeStatus')}>
        {c.nextStatuses.length === 0 ? (
          <Typography component="p">{t('complaints.noNext')}</Typography>
        ) : (
          <Stack spacing={2}>
            <NativeSelect
              label={t('complaints.newStatus')}
              value={nextStatus}
              emptyLabel="Seçiniz"
              onChange={chooseStatus}
              options={c.nextStatuses.map((s) => ({ value: s, label: complaintStatusNames[s] }))}
            />
            <TextField
              label={t('complaints.text')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={3}
              helperText={textError ?? t('complaints.textHint')}
              error={Boolean(textError)}
              slotProps={{ formHelperText: { role: textError ? 'alert' : undefined } }}
            />
            {nextStatus && (
              <TextField
                label={t('complaints.publicNote')}
                value={publicNote}
                onChange={(event) => setPublicNote(event.target.value)}
                multiline
                minRows={2}
                helperText={publicNoteError ?? t('complaints.publicNoteHint')}
                error={Boolean(publicNoteError)}
                slotProps={{
                  htmlInput: { maxLength: maxPublicNoteLength },
                  formHelperText: { role: publicNoteError ? 'alert' : undefined },
                }}
              />
            )}
            <Box>
              <Button
                variant="contained"
                onClick={() => void submitStatus()}
                disabled={!nextStatus || changeStatus.isPending}
              >
                {t('complaints.statusSubmit')}
              </Button>
            </Box>
          </Stack>
        )}
      </Section>

      <Section title={t('complaints.note')}>
        <Stack spacing={2}>
          <TextField
            label={t('complaints.noteField')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            error={Boolean(noteError)}
            helperText={noteError}
            slotProps={{ formHelperText: { role: noteError ? 'alert' : undefined } }}
          />
          <Box>
            <Button variant="outlined" onClick={() => void submitNote()} disabled={addNote.isPending}>
              {t('complaints.noteSubmit')}
            </Button>
          </Box>
        </Stack>
      </Section>

      <Section title={t('complaints.history')}>
        <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {c.events.map((event, index) => (
            <li key={index}>
              {formatMoment(event.at)} — {t(`complaints.eventKinds.${event.kind}`)}
              {event.status ? `: ${complaintStatusNames[event.status]}` : ''}
              {event.text ? ` — ${event.text}` : ''}
              {event.staffName ? ` (${event.staffName})` : ''} ·{' '}
              {event.visibleToCitizen ? t('complaints.visible') : t('complaints.internal')}
            </li>
          ))}
        </ol>
      </Section>
    </Stack>
  );
}

/**
 * An administrator opening another unit's application says why first (decision 056); the reason is
 * written to the audit trail with the read, and opens the application (its photos, its actions) for an hour.
 */
function ReadReasonForm({ error, onSubmit }: { error?: string; onSubmit: (reason: string) => void }) {
  const { t } = useTranslation('desk');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim());
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <PageTitle>{t('pages.complaint')}</PageTitle>
      <Typography>{t('complaints.readReasonIntro')}</Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label={t('complaints.readReason')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? t('complaints.readReasonHint')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <Box>
          <Button type="submit" variant="contained">
            {t('complaints.readReasonSubmit')}
          </Button>
        </Box>
      </Box>
      <Link component={RouterLinkBase} to="/yonetim/basvurular">
        {t('complaints.back')}
      </Link>
    </Stack>
  );
}
