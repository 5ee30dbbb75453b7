import type { DeskLogo, DeskSetting, DeskSettingsHistoryEntry } from '@ebelediye/contract/desk-settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useMemo, useRef, useState } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog, useToast } from '../../../components/feedback';
import { FormTextField } from '../../../components/form-text-field';
import { PageTitle } from '../../../components/page-title';
import { PendingButton } from '../../../components/pending-button';
import { ResponsiveTable } from '../../../components/responsive-table';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ApiError } from '../../../lib/errors';
import { showFieldError } from '../../../lib/form-errors';
import { formatMoment } from '../../../lib/format';
import { useRemoveDeskLogo, useUploadDeskLogo } from './api/desk-logo';
import { useDeskSettings } from './api/get-desk-settings';
import { useSaveDeskSettings } from './api/save-desk-settings';
import {
  changedFieldsResolver,
  changedKeys,
  changesToSave,
  formValuesOf,
  sectionsOf,
  type SettingsFormValues,
} from './settings-form';

const maxLogoBytes = 512 * 1024;

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** /yonetim/ayarlar (administrators): SPEC §3's settings by group, the receipt logo, the latest changes. */
export default function SettingsScreen() {
  const { t } = useTranslation('desk');
  const page = useDeskSettings();
  const data = page.data;
  return (
    <>
      <PageTitle>{t('pages.settings')}</PageTitle>
      <Typography component="p" sx={{ mb: 2, maxWidth: 760 }}>
        {t('settings.intro')}
      </Typography>
      {page.isError && <Alert severity="error">{t('settings.loadFailed')}</Alert>}
      {data && (
        <>
          {/* A new form for each load: after a save the fields start again from what is stored. */}
          <SettingsForm key={page.dataUpdatedAt} settings={data.settings} logo={data.logo} />
          <History entries={data.history} />
        </>
      )}
    </>
  );
}

function SettingsForm({ settings, logo }: { settings: DeskSetting[]; logo: DeskLogo | null }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const save = useSaveDeskSettings();
  const initial = useMemo(() => formValuesOf(settings), [settings]);
  const resolver = useMemo(() => changedFieldsResolver(initial), [initial]);
  const { control, handleSubmit, setError, getValues, reset } = useForm<SettingsFormValues>({
    defaultValues: initial,
    resolver,
  });
  const values = useWatch({ control });
  const changed = changedKeys(values as SettingsFormValues, initial);
  const keys = settings.map((setting) => setting.key);

  const submit = handleSubmit(async () => {
    const changes = changesToSave(getValues(), initial);
    if (Object.keys(changes).length === 0) {
      toast(t('settings.noChanges'), 'info');
      return;
    }
    try {
      const result = await save.mutateAsync(changes);
      toast(
        result.changed.length > 0 ? t('settings.saved', { count: result.changed.length }) : t('settings.savedNothing'),
        'success',
      );
    } catch (error) {
      if (!showFieldError(error, setError, keys)) showError(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('pages.settings')}>
      <Stack spacing={3}>
        {sectionsOf(settings).map((section) => (
          <Paper
            key={section.group}
            component="section"
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 } }}
            aria-labelledby={`settings-${section.group}`}
          >
            <Typography id={`settings-${section.group}`} component="h2" variant="h6" sx={{ mb: 2 }}>
              {section.title}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                alignItems: 'start',
              }}
            >
              {section.settings.map((setting) => (
                <SettingField key={setting.key} setting={setting} control={control} />
              ))}
            </Box>
            {section.group === 'receipts' && <LogoPanel logo={logo} />}
          </Paper>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, mb: 4, alignItems: { sm: 'center' } }}>
        <PendingButton type="submit" variant="contained" pending={save.isPending}>
          {t('settings.save')}
        </PendingButton>
        <Button variant="text" onClick={() => reset(initial)} disabled={changed.length === 0}>
          {t('settings.undo')}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {changed.length > 0 ? t('settings.changedCount', { count: changed.length }) : t('settings.noChanges')}
        </Typography>
      </Stack>
    </Box>
  );
}

function SettingField({ setting, control }: { setting: DeskSetting; control: Control<SettingsFormValues> }) {
  const { t } = useTranslation('desk');
  const fixedHint = setting.fixedBy ? t('settings.fixedBy', { variable: setting.fixedBy }) : undefined;

  if (setting.kind === 'boolean') {
    const helpId = `setting-${setting.key}-help`;
    return (
      <Controller
        control={control}
        name={setting.key}
        render={({ field }) => (
          <Box>
            <FormControlLabel
              label={setting.label}
              control={
                <Switch
                  name={field.name}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  disabled={Boolean(setting.fixedBy)}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': helpId } }}
                />
              }
            />
            <FormHelperText id={helpId} sx={{ mt: 0 }}>
              {fixedHint ?? setting.help}
            </FormHelperText>
          </Box>
        )}
      />
    );
  }

  if (setting.kind === 'choice') {
    return (
      <Controller
        control={control}
        name={setting.key}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            name={field.name}
            inputRef={field.ref}
            label={setting.label}
            value={String(field.value ?? '')}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? fixedHint ?? setting.help}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { disabled: Boolean(setting.fixedBy) },
              formHelperText: { role: fieldState.error ? 'alert' : undefined },
            }}
          >
            {String(field.value ?? '') === '' && <option value="">—</option>}
            {Object.entries(setting.options ?? {}).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </TextField>
        )}
      />
    );
  }

  const secretHint =
    setting.kind === 'secret' ? (setting.isSet ? t('settings.secretSet') : t('settings.secretNotSet')) : undefined;
  return (
    <FormTextField
      control={control}
      name={setting.key}
      label={setting.label}
      hint={fixedHint ?? (secretHint ? `${setting.help} ${secretHint}` : setting.help)}
      type={setting.kind === 'secret' ? 'password' : 'text'}
      autoComplete={setting.kind === 'secret' ? 'new-password' : 'off'}
      slotProps={{
        htmlInput: {
          readOnly: Boolean(setting.fixedBy),
          inputMode: setting.kind === 'integer' ? 'numeric' : setting.kind === 'lira' ? 'decimal' : undefined,
          spellCheck: false,
        },
        inputLabel: setting.kind === 'secret' ? { shrink: true } : undefined,
      }}
    />
  );
}

function LogoPanel({ logo }: { logo: DeskLogo | null }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const upload = useUploadDeskLogo();
  const remove = useRemoveDeskLogo();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(undefined);
    // The browser's guess; the server reads the bytes and has the last word.
    if (!/^image\/(png|jpeg)$/.test(file.type) && !/\.(png|jpe?g)$/i.test(file.name)) {
      setProblem(t('settings.logo.wrongType'));
      return;
    }
    if (file.size > maxLogoBytes) {
      setProblem(t('settings.logo.tooBig'));
      return;
    }
    try {
      await upload.mutateAsync({ fileName: file.name, contentBase64: await readBase64(file) });
      toast(t('settings.logo.uploaded'), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'bad_input') setProblem(error.Message);
      else showError(error);
    }
  };

  const removeLogo = async () => {
    setProblem(undefined);
    try {
      await remove.mutateAsync();
      toast(t('settings.logo.removed'), 'success');
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Box component="section" aria-labelledby="settings-logo" sx={{ mt: 3 }}>
      <Typography id="settings-logo" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('settings.logo.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('settings.logo.intro')}
      </Typography>
      {logo ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <Box
            component="img"
            src={logo.dataUrl}
            alt={t('settings.logo.preview')}
            sx={{ maxWidth: 160, maxHeight: 160, border: 1, borderColor: 'divider', p: 1, bgcolor: '#fff' }}
          />
          <Typography variant="body2" data-testid="logo-details">
            {t('settings.logo.details', {
              width: logo.width,
              height: logo.height,
              size: Math.ceil(logo.sizeBytes / 1024),
              at: formatMoment(logo.updatedAt),
            })}
          </Typography>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('settings.logo.none')}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        onChange={(event) => void choose(event)}
        tabIndex={-1}
        aria-hidden
        style={visuallyHidden}
        data-testid="logo-input"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PendingButton variant="outlined" onClick={() => input.current?.click()} pending={upload.isPending}>
          {upload.isPending ? t('settings.logo.uploading') : t('settings.logo.choose')}
        </PendingButton>
        {logo && (
          <PendingButton variant="text" color="error" onClick={() => void removeLogo()} pending={remove.isPending}>
            {t('settings.logo.remove')}
          </PendingButton>
        )}
      </Stack>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}

function History({ entries }: { entries: DeskSettingsHistoryEntry[] }) {
  const { t } = useTranslation('desk');
  const shown = (value: string | boolean | null) =>
    value === null || value === ''
      ? t('settings.history.empty')
      : typeof value === 'boolean'
        ? value
          ? t('settings.on')
          : t('settings.off')
        : value;
  return (
    <Box component="section" aria-labelledby="settings-history">
      <Typography id="settings-history" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('settings.history.title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography component="p">{t('settings.history.none')}</Typography>
      ) : (
        <ResponsiveTable
          title={t('settings.history.title')}
          rows={entries}
          rowKey={(row) => String(row.id)}
          columns={[
            { id: 'at', header: t('settings.history.at'), isRowHeader: true, cell: (row) => formatMoment(row.at) },
            { id: 'who', header: t('settings.history.who'), cell: (row) => row.staff?.fullName ?? '—' },
            {
              id: 'what',
              header: t('settings.history.what'),
              cell: (row) => (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {row.changes.map((change) => (
                    <li key={change.key}>
                      {change.label}: {shown(change.before)} → {shown(change.after)}
                    </li>
                  ))}
                </Box>
              ),
            },
          ]}
        />
      )}
    </Box>
  );
}
