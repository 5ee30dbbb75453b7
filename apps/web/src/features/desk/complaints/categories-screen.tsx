import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/responsive-table';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useErrorDialog, useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/errors';
import { useDeskCategories } from '../api/get-desk-complaint-categories';
import { useStaffUnits } from '../api/get-staff-units';
import { useSaveCategory } from '../api/save-complaint-category';
import { NativeSelect } from './native-select';

interface Draft {
  id?: number;
  code: string;
  name: string;
  description: string;
  unitId: string;
  active: boolean;
}

const empty: Draft = { code: '', name: '', description: '', unitId: '', active: true };

/** /yonetim/hizmet-listesi (administrators): the service list citizens choose from. */
export default function CategoriesScreen() {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const categories = useDeskCategories();
  const units = useStaffUnits();
  const save = useSaveCategory();
  const [draft, setDraft] = useState<Draft>();
  const [fieldError, setFieldError] = useState<{ field?: string; message: string }>();

  const submit = async () => {
    if (!draft) return;
    setFieldError(undefined);
    try {
      await save.mutateAsync({
        ...(draft.id ? { id: draft.id } : {}),
        code: draft.code,
        name: draft.name,
        description: draft.description,
        unitId: draft.unitId ? Number(draft.unitId) : null,
        active: draft.active,
      });
      setDraft(undefined);
      toast(t('complaints.saved'), 'success');
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'bad_input' || error.code === 'conflict'))
        setFieldError({ field: error.field, message: error.Message });
      else showError(error);
    }
  };
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);

  return (
    <>
      <PageTitle>{t('pages.complaintCategories')}</PageTitle>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('categories.intro')}
      </Typography>
      {draft ? (
        <Paper
          component="form"
          variant="outlined"
          aria-label={draft.id ? t('categories.edit') : t('categories.add')}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ p: 2, mb: 3, maxWidth: 640 }}
        >
          <Stack spacing={2}>
            {fieldError && !fieldError.field && <Alert severity="error">{fieldError.message}</Alert>}
            <TextField
              size="small"
              label={t('categories.code')}
              value={draft.code}
              onChange={(e) => setDraft({ ...draft, code: e.target.value })}
              error={Boolean(errorOf('code'))}
              helperText={errorOf('code')}
              required
            />
            <TextField
              size="small"
              label={t('categories.name')}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              error={Boolean(errorOf('name'))}
              helperText={errorOf('name')}
              required
            />
            <TextField
              size="small"
              label={t('categories.description')}
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              multiline
            />
            <NativeSelect
              label={t('categories.unit')}
              value={draft.unitId}
              emptyLabel={t('categories.noUnit')}
              onChange={(unitId) => setDraft({ ...draft, unitId })}
              options={(units.data?.units ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
            />
            <FormControlLabel
              control={
                <Checkbox checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} />
              }
              label={t('categories.active')}
            />
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {t('categories.save')}
              </Button>
              <Button onClick={() => setDraft(undefined)}>{t('categories.cancel')}</Button>
            </Stack>
          </Stack>
        </Paper>
      ) : (
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => setDraft(empty)}>
          {t('categories.add')}
        </Button>
      )}
      <ResponsiveTable
        title={t('pages.complaintCategories')}
        rows={categories.data?.categories ?? []}
        rowKey={(category) => category.id}
        columns={[
          { id: 'code', header: t('categories.code'), cell: (category) => category.code },
          { id: 'name', header: t('categories.name'), isRowHeader: true, cell: (category) => category.name },
          { id: 'unit', header: t('categories.unit'), cell: (category) => category.unitName ?? '—' },
          {
            id: 'active',
            header: t('categories.active'),
            cell: (category) => (category.active ? t('categories.yes') : t('categories.no')),
          },
          {
            id: 'edit',
            header: (
              <Box component="span" sx={visuallyHidden}>
                {t('categories.edit')}
              </Box>
            ),
            cell: (category) => (
              <Button
                size="small"
                aria-label={`${t('categories.edit')}: ${category.name}`}
                onClick={() =>
                  setDraft({
                    id: category.id,
                    code: category.code,
                    name: category.name,
                    description: category.description,
                    unitId: category.unitId ? String(category.unitId) : '',
                    active: category.active,
                  })
                }
              >
                {t('categories.edit')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
