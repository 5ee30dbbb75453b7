import type { StaffAccountView } from '@ebelediye/contract/staff-admin';
import { staffRoleNames, staffRoles, type StaffRole } from '@ebelediye/contract/staff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm, useErrorDialog, useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { ResponsiveTable } from '../../../components/responsive-table';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ApiError, errorMessageOf } from '../../../lib/errors';
import { formatMoment } from '../../../lib/format';
import { NativeSelect } from '../complaints/native-select';
import { useStaffSession } from '../staff-session';
import { useStaffAccounts, useStaffChange } from './api';

// /yonetim/personel (administrators; decision 087): the municipality's staff, their roles and units,
// who is passive and when each last signed in; new people, new units, and each person's changes.

type Unit = { id: number; name: string };
type Errors = Record<string, string | undefined>;

/** A field's message from the server's refusal; anything else goes to the error dialog. */
function fieldErrorOf(error: unknown, fields: string[]): Errors | undefined {
  if (error instanceof ApiError && error.field && fields.includes(error.field)) return { [error.field]: error.Message };
  return undefined;
}

const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleNames[role] }));

function FormDialog({
  id,
  title,
  submit,
  pending,
  onClose,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  submit: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('desk');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('staffAdmin.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function text(label: string, value: string, onChange: (value: string) => void, error?: string, extra = {}) {
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ formHelperText: { role: error ? 'alert' : undefined }, inputLabel: { shrink: true } }}
      {...extra}
    />
  );
}

function RoleAndUnit({
  role,
  unitId,
  units,
  errors,
  onRole,
  onUnit,
}: {
  role: StaffRole;
  unitId: string;
  units: Unit[];
  errors: Errors;
  onRole: (role: StaffRole) => void;
  onUnit: (unitId: string) => void;
}) {
  const { t } = useTranslation('desk');
  return (
    <>
      <NativeSelect
        label={t('staffAdmin.role')}
        value={role}
        onChange={(value) => onRole(value as StaffRole)}
        options={roleOptions}
        error={Boolean(errors.role)}
        helperText={errors.role}
      />
      <NativeSelect
        label={t('staffAdmin.unit')}
        value={unitId}
        onChange={onUnit}
        options={units.map((unit) => ({ value: String(unit.id), label: unit.name }))}
        emptyLabel={t('staffAdmin.noUnit')}
        error={Boolean(errors.unitId)}
        helperText={errors.unitId ?? t('staffAdmin.unitHelp')}
      />
    </>
  );
}

const unitIdOf = (value: string) => (value ? Number(value) : null);

function CreateDialog({ units, onClose }: { units: Unit[]; onClose: () => void }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const create = useStaffChange('CreateStaffAccount');
  const [form, setForm] = useState({
    staffUserName: '',
    fullName: '',
    phone: '',
    role: 'revenue_operator' as StaffRole,
  });
  const [unitId, setUnitId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });
  const submit = async () => {
    setErrors({});
    try {
      const { account } = await create.mutateAsync({ ...form, unitId: unitIdOf(unitId) });
      toast(t('staffAdmin.created', { name: account.fullName }), 'success');
      onClose();
    } catch (error) {
      const fields = fieldErrorOf(error, ['staffUserName', 'fullName', 'phone', 'role', 'unitId']);
      if (fields) setErrors(fields);
      else showError(error);
    }
  };
  return (
    <FormDialog
      id="staff-create-title"
      title={t('staffAdmin.createTitle')}
      submit={t('staffAdmin.createSubmit')}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Typography>{t('staffAdmin.createIntro')}</Typography>
      {text(t('staffAdmin.userName'), form.staffUserName, set('staffUserName'), errors.staffUserName, {
        autoFocus: true,
        autoComplete: 'off',
      })}
      {text(t('staffAdmin.fullName'), form.fullName, set('fullName'), errors.fullName, { autoComplete: 'off' })}
      {text(t('staffAdmin.phone'), form.phone, set('phone'), errors.phone, {
        placeholder: '5XX XXX XX XX',
        slotProps: {
          htmlInput: { inputMode: 'tel', autoComplete: 'off' },
          formHelperText: { role: errors.phone ? 'alert' : undefined },
          inputLabel: { shrink: true },
        },
      })}
      <RoleAndUnit
        role={form.role}
        unitId={unitId}
        units={units}
        errors={errors}
        onRole={(role) => setForm({ ...form, role })}
        onUnit={setUnitId}
      />
    </FormDialog>
  );
}

function UnitDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const create = useStaffChange('CreateStaffUnit');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = async () => {
    setErrors({});
    try {
      const { unit } = await create.mutateAsync({ name });
      toast(t('staffAdmin.unitCreated', { name: unit.name }), 'success');
      onClose();
    } catch (error) {
      const fields = fieldErrorOf(error, ['name']);
      if (fields) setErrors(fields);
      else showError(error);
    }
  };
  return (
    <FormDialog
      id="staff-unit-title"
      title={t('staffAdmin.unitTitle')}
      submit={t('staffAdmin.unitSubmit')}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {text(t('staffAdmin.unitName'), name, setName, errors.name, { autoFocus: true })}
    </FormDialog>
  );
}

function RoleDialog({ account, units, onClose }: { account: StaffAccountView; units: Unit[]; onClose: () => void }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const change = useStaffChange('ChangeStaffAccountRole');
  const [role, setRole] = useState<StaffRole>(account.role);
  const [unitId, setUnitId] = useState(account.unit ? String(account.unit.id) : '');
  const [errors, setErrors] = useState<Errors>({});
  const submit = async () => {
    setErrors({});
    try {
      await change.mutateAsync({ id: account.id, role, unitId: unitIdOf(unitId) });
      toast(t('staffAdmin.saved'), 'success');
      onClose();
    } catch (error) {
      const fields = fieldErrorOf(error, ['role', 'unitId']);
      if (fields) setErrors(fields);
      else showError(error);
    }
  };
  return (
    <FormDialog
      id="staff-role-title"
      title={t('staffAdmin.roleTitle', { name: account.fullName })}
      submit={t('staffAdmin.save')}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Typography>{t('staffAdmin.roleIntro')}</Typography>
      <RoleAndUnit role={role} unitId={unitId} units={units} errors={errors} onRole={setRole} onUnit={setUnitId} />
    </FormDialog>
  );
}

function PhoneDialog({ account, onClose }: { account: StaffAccountView; onClose: () => void }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const change = useStaffChange('ResetStaffAccountPhone');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = async () => {
    setErrors({});
    try {
      await change.mutateAsync({ id: account.id, phone });
      toast(t('staffAdmin.saved'), 'success');
      onClose();
    } catch (error) {
      const fields = fieldErrorOf(error, ['phone']);
      if (fields) setErrors(fields);
      else showError(error);
    }
  };
  return (
    <FormDialog
      id="staff-phone-title"
      title={t('staffAdmin.phoneTitle', { name: account.fullName })}
      submit={t('staffAdmin.save')}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Typography>{t('staffAdmin.phoneIntro', { phone: account.phoneMasked })}</Typography>
      {text(t('staffAdmin.newPhone'), phone, setPhone, errors.phone, {
        autoFocus: true,
        placeholder: '5XX XXX XX XX',
        slotProps: {
          htmlInput: { inputMode: 'tel', autoComplete: 'off' },
          formHelperText: { role: errors.phone ? 'alert' : undefined },
          inputLabel: { shrink: true },
        },
      })}
    </FormDialog>
  );
}

type Open =
  | { kind: 'create' }
  | { kind: 'unit' }
  | { kind: 'role'; account: StaffAccountView }
  | { kind: 'phone'; account: StaffAccountView };

export default function StaffAdminScreen() {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const confirm = useConfirm();
  const me = useStaffSession().staff;
  const list = useStaffAccounts();
  const disable = useStaffChange('DisableStaffAccount');
  const enable = useStaffChange('EnableStaffAccount');
  const sendPassword = useStaffChange('SendStaffTemporaryPassword');
  const [open, setOpen] = useState<Open>();
  const units = list.data?.units ?? [];

  const toggle = async (account: StaffAccountView) => {
    const disabling = account.status === 'active';
    if (disabling && !(await confirm(t('staffAdmin.disableConfirm', { name: account.fullName })))) return;
    try {
      await (disabling ? disable : enable).mutateAsync({ id: account.id });
      toast(t(disabling ? 'staffAdmin.disabled' : 'staffAdmin.enabled', { name: account.fullName }), 'success');
    } catch (error) {
      showError(error);
    }
  };

  const newPassword = async (account: StaffAccountView) => {
    if (!(await confirm(t('staffAdmin.temporaryPasswordConfirm', { name: account.fullName })))) return;
    try {
      await sendPassword.mutateAsync({ id: account.id });
      toast(t('staffAdmin.temporaryPasswordSent', { name: account.fullName }), 'success');
    } catch (error) {
      showError(error);
    }
  };

  return (
    <>
      <PageTitle>{t('pages.staff')}</PageTitle>
      <Typography component="p" sx={{ mb: 2, maxWidth: 760 }}>
        {t('staffAdmin.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <Button variant="contained" onClick={() => setOpen({ kind: 'create' })}>
          {t('staffAdmin.create')}
        </Button>
        <Button variant="outlined" onClick={() => setOpen({ kind: 'unit' })}>
          {t('staffAdmin.createUnit')}
        </Button>
      </Stack>
      {list.isError ? (
        <Alert severity="error" role="alert">
          {errorMessageOf(list.error)}
        </Alert>
      ) : !list.data ? (
        <Typography role="status">{t('staffAdmin.loading')}</Typography>
      ) : (
        <ResponsiveTable
          title={t('staffAdmin.table')}
          rows={list.data.accounts}
          rowKey={(account) => account.id}
          tint={(account) => (account.status === 'passive' ? 'muted' : undefined)}
          columns={[
            { id: 'name', header: t('staffAdmin.fullName'), isRowHeader: true, cell: (a) => a.fullName },
            { id: 'userName', header: t('staffAdmin.userName'), cell: (a) => a.userName },
            { id: 'role', header: t('staffAdmin.role'), cell: (a) => staffRoleNames[a.role] },
            { id: 'unit', header: t('staffAdmin.unit'), cell: (a) => a.unit?.name ?? '—' },
            {
              id: 'status',
              header: t('staffAdmin.status'),
              cell: (a) => (a.status === 'active' ? t('staffAdmin.active') : t('staffAdmin.passive')),
            },
            { id: 'phone', header: t('staffAdmin.phone'), nowrap: true, cell: (a) => a.phoneMasked },
            {
              id: 'lastSignIn',
              header: t('staffAdmin.lastSignIn'),
              cell: (a) => (a.lastSignInAt ? formatMoment(a.lastSignInAt) : t('staffAdmin.never')),
            },
            { id: 'created', header: t('staffAdmin.createdAt'), cell: (a) => formatMoment(a.createdAt) },
            {
              id: 'actions',
              header: (
                <Box component="span" sx={visuallyHidden}>
                  {t('staffAdmin.actions')}
                </Box>
              ),
              cardCell: undefined,
              cell: (a) => (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    aria-label={`${t('staffAdmin.changeRole')}: ${a.fullName}`}
                    onClick={() => setOpen({ kind: 'role', account: a })}
                  >
                    {t('staffAdmin.changeRole')}
                  </Button>
                  <Button
                    size="small"
                    aria-label={`${t('staffAdmin.resetPhone')}: ${a.fullName}`}
                    onClick={() => setOpen({ kind: 'phone', account: a })}
                  >
                    {t('staffAdmin.resetPhone')}
                  </Button>
                  {a.id !== me?.id && a.status === 'active' && (
                    <Button
                      size="small"
                      aria-label={`${t('staffAdmin.temporaryPassword')}: ${a.fullName}`}
                      disabled={sendPassword.isPending}
                      onClick={() => void newPassword(a)}
                    >
                      {t('staffAdmin.temporaryPassword')}
                    </Button>
                  )}
                  {a.id !== me?.id && (
                    <Button
                      size="small"
                      color={a.status === 'active' ? 'error' : 'primary'}
                      aria-label={`${a.status === 'active' ? t('staffAdmin.disable') : t('staffAdmin.enable')}: ${a.fullName}`}
                      disabled={disable.isPending || enable.isPending}
                      onClick={() => void toggle(a)}
                    >
                      {a.status === 'active' ? t('staffAdmin.disable') : t('staffAdmin.enable')}
                    </Button>
                  )}
                </Stack>
              ),
            },
          ]}
        />
      )}
      {open?.kind === 'create' && <CreateDialog units={units} onClose={() => setOpen(undefined)} />}
      {open?.kind === 'unit' && <UnitDialog onClose={() => setOpen(undefined)} />}
      {open?.kind === 'role' && <RoleDialog account={open.account} units={units} onClose={() => setOpen(undefined)} />}
      {open?.kind === 'phone' && <PhoneDialog account={open.account} onClose={() => setOpen(undefined)} />}
    </>
  );
}
