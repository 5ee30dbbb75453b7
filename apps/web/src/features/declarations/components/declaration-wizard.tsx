// Usage — one screen per declaration kind (example: ./estate-declaration-form.tsx):
//   <DeclarationWizard record="RecordEMunicipalityAdDeclaration" preview="PreviewEMunicipalityAdDeclaration"
//     defaultValues={empty}                          // form values are text: '' = empty/not chosen, checkboxes false
//     toInput={(v) => ({ count: parseDecimal(v.count), typeCode: v.typeCode, … })}  // → wire body, no requestId/documents
//     reviewRows={(v) => [{ label: t('…'), value: nameOf(v.typeCode) }]}  debtsPath={paths.debtQuestioning.path}
//     myDeclarationsPath={paths.myDeclarations.path}
//     owner={registry} fieldNames={{ addressText: 'text' }}>        // optional: wire path → form field name
//     {(form) => <FormSection title="…"><DeclarationSelectField control={form.control} name="typeCode" … /></FormSection>}
//   </DeclarationWizard>
// The contract's schema (declarationOperations[record].input) judges toInput's body: messages are the server's, debounced.
// The shell adds requestId (a repeat returns the first declaration) and the uploaded documents; fields: ./declaration-fields.
import { formatKurus } from '@ebelediye/contract';
import * as declarationOperations from '@ebelediye/contract/declarations';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConfirm } from '../../../components/feedback';
import type { InputOf } from '../../../lib/api-client';
import { useDeclarationPreview, type PreviewOperationName } from '../api/preview-declaration';
import { useRecordDeclaration, type DeclarationResult, type RecordOperationName } from '../api/record-declaration';
import {
  declarationResolver,
  formFieldOf,
  useDebouncedValidation,
  useSettledValidInput,
  type FieldNameMap,
  type ServerRefusal,
} from '../declaration-form';
import { DeclarationResultView } from './declaration-result';
import { DocumentList, DocumentUploadField, useShowDocument, type UploadedDocument } from './document-upload-field';
import { OwnerCard, type DeclarationOwner } from './owner-card';
import { PreviewPanel } from './preview-panel';
import { ReviewList, type ReviewRow } from './review-list';
import { PendingButton } from '../../../components/pending-button';
import '../../../locales/declarations-sentences';

export type { ReviewRow } from './review-list';
export type { DeclarationOwner } from './owner-card';

/** The wire body a form produces: everything but what the shell adds. */
export type DeclarationBody<N extends RecordOperationName> = Omit<InputOf<N>, 'requestId' | 'documents' | 'userName'>;

const steps = ['form', 'review', 'result'] as const;
const noRenames: FieldNameMap = {};
type StepName = (typeof steps)[number];

export interface DeclarationWizardProps<V extends FieldValues, N extends RecordOperationName> {
  /** The record call, e.g. 'RecordEMunicipalityEstateDeclaration'; its contract schema validates the form. */
  record: N;
  /** Its preview twin, e.g. 'PreviewEMunicipalityEstateDeclaration'. */
  preview: PreviewOperationName;
  /**
   * The contract's input schema made stricter for one form, when a rule the contract checks only
   * once everything else is valid should show at once (e.g. `.safeExtend({ x: shape.x.unwrap() })`).
   */
  schema?: z.ZodType;
  /** The empty form: text fields '', selects '' (not chosen), checkboxes false. */
  defaultValues: DefaultValues<V>;
  /** Form values → wire body (numbers parsed, '' codes left out), without requestId and documents. */
  toInput: (values: V) => DeclarationBody<N>;
  /** Wire paths the form names differently (e.g. { addressText: 'text' } for the shared address fields). */
  fieldNames?: FieldNameMap;
  /** The form's fields, given the form. */
  children: (form: UseFormReturn<V>) => ReactNode;
  /** The review step's lines, from the form's values. */
  reviewRows: (values: V) => ReviewRow[];
  /** Where the accrued installments can be seen and paid (/DebtQuestioning). */
  debtsPath: string;
  /** Where the declaration is listed with its payments (/Beyanlarim). */
  myDeclarationsPath: string;
  /** The signed-in registry the declaration is made for, shown on the form and the review. */
  owner?: DeclarationOwner;
  /** Documents: shown unless false; a string replaces the upload field's introduction. */
  documents?: boolean | string;
  /** The "Bilgilendirme" question before submitting; a general one by default. */
  confirmMessage?: string;
  /** Called with the declaration once it is recorded. */
  onRecorded?: (result: DeclarationResult) => void;
}

/**
 * A declaration from the empty form to its number: the fields with their messages (debounced, from
 * the contract's schema) beside a live preview of the tax, a review of what will be sent, SPEC §8's
 * "Bilgilendirme" confirm, then the declaration number, installments and PDF summary. The submit
 * button is off while the call runs and the requestId makes a repeat return the first declaration;
 * a property already declared for the period gets the server's 409 sentence in place.
 */
export function DeclarationWizard<V extends FieldValues, N extends RecordOperationName>({
  record,
  preview,
  schema: formSchema,
  defaultValues,
  toInput,
  fieldNames = noRenames,
  children,
  reviewRows,
  debtsPath,
  myDeclarationsPath,
  owner,
  documents = true,
  confirmMessage,
  onRecorded,
}: DeclarationWizardProps<V, N>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const schema = formSchema ?? declarationOperations[record].input;
  const recordDeclaration = useRecordDeclaration(record);
  const { show: showDocument, failed: showFailed } = useShowDocument();

  // Made when the form opens: a repeated submit of this form is the same declaration (docs/declarations.md).
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [files, setFiles] = useState<UploadedDocument[]>([]);
  const [step, setStep] = useState<StepName>('form');
  const [result, setResult] = useState<DeclarationResult>();
  const [refusal, setRefusal] = useState<{ title: string; message: string }>();
  const [formProblem, setFormProblem] = useState<string>();
  // A field the server refused, to be marked once the form is back on screen.
  const serverFieldError = useRef<{ name: string; message: string } | undefined>(undefined);
  const [refusedFields, setRefusedFields] = useState<ServerRefusal[]>([]);
  const submitting = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const headingId = useId();
  const reviewId = useId();

  const wireOf = useCallback(
    (values: V) => ({ ...toInput(values), requestId, documents: files.map((file) => file.fileId) }),
    [toInput, requestId, files],
  );
  // react-hook-form takes the resolver of the latest render, so it follows requestId and the documents.
  const resolver = useMemo(
    () => declarationResolver<V>(schema, wireOf, () => fieldNames, refusedFields),
    [schema, wireOf, fieldNames, refusedFields],
  );

  const form = useForm<V>({ defaultValues, resolver, mode: 'onBlur', reValidateMode: 'onBlur' });
  useDebouncedValidation(form);

  // The live preview: the body once typing has paused and the schema accepts it; documents change no sum.
  const values = useWatch({ control: form.control }) as V;
  const { input: previewInput, settling } = useSettledValidInput<InputOf<PreviewOperationName>>(schema, {
    ...wireOf(values),
    documents: [],
  });
  const previewQuery = useDeclarationPreview(preview, step === 'result' ? undefined : previewInput);
  // An invalid form shows no sum at all: an old one would look like the tax of what is on screen.
  const previewInvalid = previewInput === undefined && !settling;

  // Each new step starts at its heading, for keyboards and screen readers.
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [step]);

  // A field the server refused is shown under that field once the form is back on screen.
  useEffect(() => {
    const refused = serverFieldError.current;
    if (step !== 'form' || !refused) return;
    serverFieldError.current = undefined;
    form.setError(refused.name as FieldPath<V>, { type: 'server', message: refused.message }, { shouldFocus: true });
  }, [step, form]);

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const go = (next: StepName) => {
    moved.current = true;
    setStep(next);
  };

  const toReview = (event: FormEvent) =>
    void form.handleSubmit(
      () => {
        setFormProblem(undefined);
        setRefusal(undefined);
        go('review');
      },
      () => setFormProblem(t('declarations.common.fixErrors')),
    )(event);

  const submit = async () => {
    // Guarded here as well as by the disabled button: two clicks in one frame must not ask twice.
    if (submitting.current || recordDeclaration.isPending) return;
    submitting.current = true;
    try {
      if (!(await confirm(confirmMessage ?? t('declarations.common.confirm')))) return;
      setRefusal(undefined);
      const outcome = await recordDeclaration.mutateAsync(wireOf(form.getValues()) as InputOf<N>);
      if (outcome.recorded) {
        setResult(outcome.recorded);
        onRecorded?.(outcome.recorded);
        go('result');
        return;
      }
      const error = outcome.refused;
      const field = error.code === 'bad_input' ? formFieldOf(error.field, fieldNames) : undefined;
      if (field && field !== 'documents') {
        setFormProblem(t('declarations.common.fieldErrorOnForm', { message: error.Message }));
        serverFieldError.current = { name: field, message: error.Message };
        setRefusedFields((current) => [
          ...current.filter((refused) => refused.name !== field),
          { name: field, message: error.Message, body: JSON.stringify(wireOf(form.getValues())) },
        ]);
        go('form');
        return;
      }
      setRefusal({
        title:
          error.code === 'conflict'
            ? t('declarations.common.conflictTitle')
            : t('declarations.common.submitFailedTitle'),
        message: error.Message,
      });
    } catch {
      // Shown by the app's handler ("Hata!" dialog, or sign-in again after a 401).
    } finally {
      submitting.current = false;
    }
  };

  const startAnother = () => {
    form.reset(defaultValues);
    setFiles([]);
    setResult(undefined);
    setRefusal(undefined);
    setFormProblem(undefined);
    setRequestId(crypto.randomUUID());
    setRefusedFields([]);
    go('form');
  };

  const activeIndex = steps.indexOf(step);
  const previewPanel = (variant: 'live' | 'review') => (
    <PreviewPanel
      computation={previewInvalid ? undefined : previewQuery.data}
      waiting={settling}
      fetching={!previewInvalid && previewQuery.isFetching}
      error={previewInvalid ? null : previewQuery.error}
      variant={variant}
    />
  );

  return (
    <Box>
      <Stepper
        activeStep={activeIndex}
        aria-label={t('declarations.common.stepsLabel')}
        sx={{ display: { xs: 'none', sm: 'flex' }, mb: 3, maxWidth: 640 }}
      >
        {steps.map((name) => (
          <Step key={name} completed={activeIndex > steps.indexOf(name) || step === 'result'}>
            <StepLabel>{t(`declarations.common.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ mb: 2, '&:focus': { outline: 'none' } }}
      >
        {t('declarations.common.stepOf', {
          current: activeIndex + 1,
          total: steps.length,
          name: t(`declarations.common.steps.${step}`),
        })}
      </Typography>

      {step === 'form' && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box
            component="form"
            noValidate
            onSubmit={toReview}
            aria-labelledby={headingId}
            sx={{ display: 'grid', gap: 3, minWidth: 0 }}
          >
            {owner && <OwnerCard owner={owner} />}
            <Typography variant="body2" color="text.secondary">
              {t('declarations.common.required')}
            </Typography>
            {children(form)}
            {documents !== false && (
              <DocumentUploadField
                files={files}
                onChange={setFiles}
                intro={typeof documents === 'string' ? documents : undefined}
              />
            )}
            {formProblem && (
              <Alert severity="error" role="alert">
                {formProblem}
              </Alert>
            )}
            {!previewInvalid && previewQuery.data && !previewQuery.error && (
              // On a phone the preview panel comes after the form: the sum stays in sight beside the button.
              <Typography sx={{ display: { xs: 'block', md: 'none' }, fontWeight: 600 }}>
                {t('declarations.common.preview.compact', {
                  year: previewQuery.data.year,
                  amount: formatKurus(previewQuery.data.totalKurus),
                })}
              </Typography>
            )}
            <Box>
              <Button type="submit" variant="contained" size="large">
                {t('declarations.common.next')}
              </Button>
            </Box>
          </Box>
          {previewPanel('live')}
        </Box>
      )}

      {step === 'review' && (
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 860 }}>
          <Typography>{t('declarations.common.review.intro')}</Typography>
          {refusal && (
            <Alert severity="error" role="alert" ref={refusalRef} tabIndex={-1}>
              <AlertTitle>{refusal.title}</AlertTitle>
              {refusal.message}
            </Alert>
          )}
          {owner && <OwnerCard owner={owner} />}
          <Paper component="section" aria-labelledby={reviewId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography id={reviewId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {t('declarations.common.review.details')}
            </Typography>
            <ReviewList rows={reviewRows(form.getValues())} labelledBy={reviewId} />
          </Paper>
          {documents !== false && (
            <Box>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {t('declarations.common.review.documents')}
              </Typography>
              {files.length > 0 ? (
                <DocumentList
                  files={files}
                  onShow={(fileId) => void showDocument(fileId)}
                  status={t('declarations.common.documents.waiting')}
                />
              ) : (
                <Typography variant="body2">{t('declarations.common.review.noDocuments')}</Typography>
              )}
              {showFailed && (
                <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                  {showFailed}
                </Alert>
              )}
            </Box>
          )}
          {previewPanel('review')}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <PendingButton
              variant="outlined"
              size="large"
              onClick={() => go('form')}
              pending={recordDeclaration.isPending}
            >
              {t('declarations.common.back')}
            </PendingButton>
            <PendingButton
              variant="contained"
              size="large"
              onClick={() => void submit()}
              pending={recordDeclaration.isPending}
            >
              {recordDeclaration.isPending ? t('declarations.common.submitting') : t('declarations.common.submit')}
            </PendingButton>
          </Box>
        </Box>
      )}

      {step === 'result' && result && (
        <DeclarationResultView
          result={result}
          documents={files}
          debtsPath={debtsPath}
          myDeclarationsPath={myDeclarationsPath}
          onAnother={startAnother}
        />
      )}
    </Box>
  );
}
