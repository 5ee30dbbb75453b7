import {
  applicantAddressSchema,
  complaintKindNames,
  complaintMessages,
  kindNeedsPlace,
  LodgeComplaint,
  maxComplaintPhotos,
  maxPhotoBytes,
  photoMimeTypes,
  type ComplaintKind,
} from '@ebelediye/contract/complaints';
import { mobilePhoneSchema, tcknSchema } from '@ebelediye/contract/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorDialog } from '../../../components/feedback';
import { FormTextField } from '../../../components/form-text-field';
import { NativeCodeSelect } from '../../../components/native-code-select';
import { PendingButton } from '../../../components/pending-button';
import { useComplaintCategories } from '../api/get-complaint-categories';
import { useLodgeComplaint } from '../api/lodge-complaint';
import { useUploadComplaintPhoto } from '../api/upload-complaint-photo';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useActiveDistricts } from '../../../lib/api/get-district-list-from-active-address-source';
import { useStreets } from '../../../lib/api/get-street-list-without-authorization';
import { useOuterDoors } from '../../../lib/api/get-outer-door-list-without-authorization';
import { PhoneField } from '../../../components/masked-fields';
import { KvkkNotice, type KvkkContent } from '../../../components/kvkk-notice';
import { PhoneVerification, type VerifiedPhone } from '../../../components/phone-verification';
import { showFieldError } from '../../../lib/form-errors';
import { ApiError, errorMessageOf } from '../../../lib/errors';
import type { Point } from './point-map';

// Leaflet only when the deployment has a tile server: without one nothing of the map is fetched.
const PointMap = lazy(() => import('./point-map'));

const shape = LodgeComplaint.input.shape;
const formSchema = z
  .object({
    kind: shape.kind,
    categoryCode: shape.categoryCode,
    description: shape.description,
    // Required only for the kinds that are about a place (kindNeedsPlace): see the refinement below.
    districtCode: z.string(),
    streetCode: z.string(),
    outerDoorCode: z.string(),
    note: z.string().trim().max(200, 'Yer tarifi en fazla 200 karakter olabilir.'),
    contactName: z.string().trim().max(100, 'Ad soyad en fazla 100 karakter olabilir.'),
    contactPhone: z.string(),
    contactEmail: z
      .string()
      .trim()
      .max(254, 'E-posta en fazla 254 karakter olabilir.')
      .pipe(z.union([z.literal(''), z.email('E-posta geçerli değil.')])),
    applicantTckn: z.string().trim(),
    applicantAddress: applicantAddressSchema,
  })
  .superRefine((values, context) => {
    const kind = values.kind as ComplaintKind;
    if (kindNeedsPlace(kind) && !values.districtCode)
      context.addIssue({ code: 'custom', path: ['districtCode'], message: complaintMessages.placeRequired });
    if (kindNeedsPlace(kind) && !values.streetCode)
      context.addIssue({ code: 'custom', path: ['streetCode'], message: complaintMessages.placeRequired });
    if (kind !== 'bilgi_edinme') return;
    if (!values.applicantAddress)
      context.addIssue({
        code: 'custom',
        path: ['applicantAddress'],
        message: complaintMessages.applicantAddressRequired,
      });
    // A visitor's TCKN is required (a member's comes from the registry): checked at submit, where that is known.
    const tckn = tcknSchema.safeParse(values.applicantTckn);
    if (values.applicantTckn && !tckn.success)
      context.addIssue({ code: 'custom', path: ['applicantTckn'], message: tckn.error.issues[0].message });
  });
type FormValues = z.input<typeof formSchema>;

export interface Lodged {
  trackingNo: string;
  accessCode: string;
  deadline: string;
  law: '3071' | '4982';
}

interface Photo {
  id: string;
  name: string;
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The application form: kind, category, what it is about (asked as fits the kind), the place (not
 * needed for a suggestion or an information request), photos, contact, and for an information request
 * what Law 4982 art. 6 asks of every applicant; the KVKK notice is information, not a consent.
 */
export function LodgeForm({ onLodged }: { onLodged: (lodged: Lodged) => void }) {
  const { t } = useTranslation('complaints');
  const { showError } = useErrorDialog();
  const { user } = useAuth();
  const isMember = user?.memberId != null;
  const categories = useComplaintCategories();
  const lodge = useLodgeComplaint();
  const upload = useUploadComplaintPhoto();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const [verified, setVerified] = useState<VerifiedPhone | null>(null);
  const [verifyError, setVerifyError] = useState<string>();
  const [point, setPoint] = useState<Point | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const photoHintId = useId();

  const { control, handleSubmit, setError, setValue, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: {
      kind: 'sikayet',
      categoryCode: '',
      description: '',
      districtCode: '',
      streetCode: '',
      outerDoorCode: '',
      note: '',
      contactName: '',
      contactPhone: '',
      contactEmail: '',
      applicantTckn: '',
      applicantAddress: '',
    },
  });
  const [kind, districtCode, streetCode, outerDoorCode, contactPhone] = useWatch({
    control,
    name: ['kind', 'districtCode', 'streetCode', 'outerDoorCode', 'contactPhone'],
  });
  const needsPlace = kindNeedsPlace(kind as ComplaintKind);
  const isInformationRequest = kind === 'bilgi_edinme';
  const districts = useActiveDistricts();
  const streets = useStreets(districtCode);
  const doors = useOuterDoors(streetCode);
  const phoneParsed = mobilePhoneSchema.safeParse(contactPhone);
  const phone = phoneParsed.success ? phoneParsed.data : null;

  // A visitor's uploads ride on the phone they proved (the server asks for it before decoding anything).
  const photoKey = isMember ? undefined : verified && verified.phone === phone ? verified.reference : undefined;
  const mayAddPhotos = isMember || photoKey !== undefined;

  const addPhotos = async (files: FileList | null) => {
    setPhotoError(undefined);
    for (const file of Array.from(files ?? [])) {
      if (photos.length >= maxComplaintPhotos) {
        setPhotoError(`En fazla ${maxComplaintPhotos} fotoğraf eklenebilir.`);
        break;
      }
      if (!(photoMimeTypes as readonly string[]).includes(file.type)) {
        setPhotoError(complaintMessages.notImage);
        continue;
      }
      if (file.size > maxPhotoBytes) {
        setPhotoError(complaintMessages.tooLarge);
        continue;
      }
      try {
        const { photoId } = await upload.mutateAsync({
          fileName: file.name.slice(0, 200) || 'foto',
          contentBase64: await readBase64(file),
          ...(photoKey ? { validationKey: photoKey } : {}),
        });
        setPhotos((list) => [...list, { id: photoId, name: file.name }]);
      } catch (error) {
        setPhotoError(errorMessageOf(error));
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = handleSubmit(async (values) => {
    setVerifyError(undefined);
    const valuesKind = values.kind as ComplaintKind;
    if (valuesKind === 'bilgi_edinme' && !isMember && !values.applicantTckn) {
      setError(
        'applicantTckn',
        { type: 'required', message: complaintMessages.applicantTcknRequired },
        { shouldFocus: true },
      );
      return;
    }
    if (!isMember) {
      if (!values.contactName.trim()) {
        setError('contactName', { type: 'required', message: t('form.nameRequired') }, { shouldFocus: true });
        return;
      }
      if (!phone || verified?.phone !== phone) {
        setVerifyError('Cep telefonunuzu SMS ile gelen kodla doğrulayınız.');
        return;
      }
    }
    try {
      const lodged = await lodge.mutateAsync({
        kind: values.kind as ComplaintKind,
        categoryCode: values.categoryCode,
        description: values.description,
        ...(values.districtCode && values.streetCode
          ? {
              place: {
                districtCode: values.districtCode,
                streetCode: values.streetCode,
                outerDoorCode: values.outerDoorCode || null,
                note: values.note || undefined,
              },
            }
          : {}),
        ...(point ? { point } : {}),
        photoIds: photos.map((photo) => photo.id),
        ...(isMember
          ? {}
          : {
              contactName: values.contactName,
              contactPhone: phone!,
              contactEmail: values.contactEmail,
              validationKey: verified!.reference,
            }),
        ...(valuesKind === 'bilgi_edinme'
          ? { applicantAddress: values.applicantAddress, ...(isMember ? {} : { applicantTckn: values.applicantTckn }) }
          : {}),
      });
      onLodged(lodged);
    } catch (error) {
      if (error instanceof ApiError && error.field === 'place')
        setError('streetCode', { type: 'server', message: error.Message }, { shouldFocus: true });
      else if (error instanceof ApiError && (error.field === 'photoIds' || error.field === 'validationKey'))
        (error.field === 'photoIds' ? setPhotoError : setVerifyError)(error.Message);
      else if (
        !showFieldError(error, setError, [
          'kind',
          'categoryCode',
          'description',
          'contactName',
          'contactPhone',
          'contactEmail',
          'applicantTckn',
          'applicantAddress',
        ])
      )
        showError(error);
    }
  });

  const mapTileUrl = categories.data?.mapTileUrl;
  const categoryOptions = (categories.data?.categories ?? []).map((category) => ({
    code: category.code,
    label: category.name,
  }));
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={t('form.heading')}>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="complaint-kind-label">{t('form.kind')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="complaint-kind-label"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {Object.entries(complaintKindNames).map(([kind, name]) => (
                <FormControlLabel key={kind} value={kind} control={<Radio />} label={name} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="categoryCode"
        render={({ field, fieldState }) => (
          <NativeCodeSelect
            label={t('form.category')}
            emptyLabel={t('form.choose')}
            value={field.value}
            onChange={field.onChange}
            options={categoryOptions}
            error={fieldState.error?.message}
            disabled={categories.isLoading}
          />
        )}
      />
      <FormTextField
        control={control}
        name="description"
        label={t(`form.descriptionByKind.${kind}`)}
        hint={t('form.descriptionHint')}
        multiline
        minRows={4}
        required
      />

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {needsPlace ? t('form.place') : t('form.placeOptional')}
        </Typography>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <NativeCodeSelect
              emptyLabel={t('form.choose')}
              label={t('form.district')}
              value={districtCode}
              options={(districts.data?.districts ?? []).map((d) => ({ code: d.code, label: d.name }))}
              hint={districts.isLoading ? t('form.loading') : undefined}
              error={formState.errors.districtCode?.message}
              onChange={(code) => {
                setValue('districtCode', code, { shouldValidate: true });
                setValue('streetCode', '');
                setValue('outerDoorCode', '');
              }}
            />
            <NativeCodeSelect
              emptyLabel={t('form.choose')}
              label={t('form.street')}
              value={streetCode}
              options={(streets.data?.streets ?? []).map((s) => ({ code: s.code, label: s.name }))}
              disabled={!districtCode}
              hint={!districtCode ? t('form.chooseDistrictFirst') : streets.isLoading ? t('form.loading') : undefined}
              error={formState.errors.streetCode?.message}
              onChange={(code) => {
                setValue('streetCode', code, { shouldValidate: true });
                setValue('outerDoorCode', '');
              }}
            />
            <NativeCodeSelect
              emptyLabel={t('form.choose')}
              label={t('form.door')}
              value={outerDoorCode}
              options={(doors.data?.outerDoors ?? []).map((d) => ({ code: d.code, label: d.doorNo }))}
              disabled={!streetCode}
              hint={!streetCode ? t('form.chooseStreetFirst') : undefined}
              onChange={(code) => setValue('outerDoorCode', code)}
            />
          </Stack>
          <FormTextField control={control} name="note" label={t('form.note')} hint={t('form.noteHint')} />
          {mapTileUrl && (
            <Box>
              <Typography component="p" variant="body2" sx={{ mb: 1 }}>
                {t('form.mapHint')}
              </Typography>
              <Suspense fallback={<Typography variant="body2">{t('form.loading')}</Typography>}>
                <PointMap tileUrl={mapTileUrl} value={point} onChange={setPoint} />
              </Suspense>
            </Box>
          )}
        </Stack>
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('form.contactHeading')}
        </Typography>
        {isMember ? (
          <Alert severity="info">
            {t('form.memberContact', { name: `${user!.name} ${user!.surname}`.trim(), phone: user!.phoneMasked ?? '' })}
          </Alert>
        ) : (
          <Stack spacing={2.5}>
            <Typography component="p" variant="body2">
              {t('form.anonymousContact')}
            </Typography>
            <FormTextField control={control} name="contactName" label={t('form.name')} autoComplete="name" required />
            <PhoneField control={control} name="contactPhone" label={t('form.phone')} required />
            <PhoneVerification
              purpose="complaint"
              phone={phone}
              verified={verified}
              onVerified={(value) => {
                setVerified(value);
                setVerifyError(undefined);
              }}
              onPhoneError={(message) =>
                setError(
                  'contactPhone',
                  { type: 'server', message: message ?? 'Önce geçerli bir cep telefonu giriniz.' },
                  { shouldFocus: true },
                )
              }
            />
            {verifyError && (
              <FormHelperText error role="alert">
                {verifyError}
              </FormHelperText>
            )}
            <FormTextField
              control={control}
              name="contactEmail"
              label={t('form.email')}
              type="email"
              autoComplete="email"
            />
          </Stack>
        )}
        {isInformationRequest && (
          <Stack spacing={2.5} sx={{ mt: 2.5 }}>
            <Typography component="p" variant="body2">
              {isMember ? t('form.applicantIntroMember') : t('form.applicantIntro')}
            </Typography>
            {!isMember && (
              <FormTextField
                control={control}
                name="applicantTckn"
                label={t('form.applicantTckn')}
                autoComplete="off"
                required
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
              />
            )}
            <FormTextField
              control={control}
              name="applicantAddress"
              label={t('form.applicantAddress')}
              hint={t('form.applicantAddressHint')}
              autoComplete="street-address"
              required
            />
          </Stack>
        )}
      </Box>

      <Box>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('form.photos')}
        </Typography>
        <Typography id={photoHintId} component="p" variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
          {t('form.photosHint')}
        </Typography>
        {!mayAddPhotos && (
          <Typography component="p" variant="body2" sx={{ mb: 1 }}>
            {t('form.photosVerifyFirst')}
          </Typography>
        )}
        <input
          ref={fileInput}
          id="complaint-photo-input"
          type="file"
          accept={photoMimeTypes.join(',')}
          multiple
          aria-hidden
          tabIndex={-1}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => void addPhotos(event.target.files)}
          disabled={photos.length >= maxComplaintPhotos || !mayAddPhotos}
        />
        <PendingButton
          variant="outlined"
          aria-describedby={photoHintId}
          pending={upload.isPending}
          disabled={photos.length >= maxComplaintPhotos || !mayAddPhotos}
          onClick={() => fileInput.current?.click()}
        >
          {upload.isPending ? t('form.uploading') : t('form.addPhoto')}
        </PendingButton>
        {photos.length > 0 && (
          <ul style={{ marginBottom: 0 }}>
            {photos.map((photo) => (
              <li key={photo.id}>
                {photo.name}{' '}
                <Button
                  size="small"
                  onClick={() => setPhotos((list) => list.filter((item) => item.id !== photo.id))}
                  aria-label={t('form.removePhoto', { name: photo.name })}
                >
                  Kaldır
                </Button>
              </li>
            ))}
          </ul>
        )}
        {photoError && (
          <FormHelperText error role="alert">
            {photoError}
          </FormHelperText>
        )}
      </Box>

      <Box>
        <Typography component="p" variant="body2" sx={{ mb: 1 }}>
          {t('form.kvkkIntro')}
        </Typography>
        <KvkkNotice
          id="complaint-kvkk"
          content={{
            title: t('kvkk.title'),
            intro: t('kvkk.intro'),
            sections: t('kvkk.sections', { returnObjects: true }) as KvkkContent['sections'],
          }}
        />
      </Box>
      <Box>
        <PendingButton type="submit" variant="contained" size="large" pending={lodge.isPending}>
          {lodge.isPending ? t('form.submitting') : t('form.submit')}
        </PendingButton>
      </Box>
    </Stack>
  );
}
