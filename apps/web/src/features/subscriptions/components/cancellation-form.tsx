import { formatKurus, type CancellationPreview, type DepositMethod } from '@ebelediye/contract';
import { ibanBankCode, isValidIban, normalizeIban } from '@ebelediye/contract/iban';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { visuallyHidden } from '../../../components/visually-hidden';
import { errorMessageOf } from '../../../lib/errors';
import { formatDay } from '../../../lib/format';
import { useBankBranches } from '../api/get-bank-branch-list';
import { useBanks } from '../api/get-bank-list';
import { useSendCancellationCode } from '../api/send-contract-cancellation-confirmation-code';
import { useStartCancellation } from '../api/start-electronic-state-contract-cancellation';
import { useUploadMeterPhoto } from '../api/upload-file';

interface CancellationFormProps {
  preview: CancellationPreview;
  onSaved: (applicationNo: string) => void;
  /** Opens the bank window with the subscription's open debts. */
  onPayDebts: () => void;
  paying: boolean;
}

async function readBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
      {children}
    </Typography>
  );
}

/**
 * The application for one subscription: what it owes, the move-out date, the meter (optional), how
 * the deposit comes back, the terms and the SMS code. Each refusal of the server is shown beside it.
 */
export function CancellationForm({ preview, onSaved, onPayDebts, paying }: CancellationFormProps) {
  const { t } = useTranslation('subscriptions');
  const termsId = useId();
  const photoInput = useRef<HTMLInputElement>(null);
  const banks = useBanks();
  const upload = useUploadMeterPhoto();
  const sendCode = useSendCancellationCode();
  const start = useStartCancellation();

  const [moveOutDate, setMoveOutDate] = useState('');
  const [reading, setReading] = useState('');
  const [photo, setPhoto] = useState<{ fileId: string; fileName: string } | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const hasDebts = preview.openDebtsKurus > 0;
  const [method, setMethod] = useState<DepositMethod>(hasDebts ? 'offset' : 'iban');
  const [iban, setIban] = useState('');
  const [branchCode, setBranchCode] = useState('');
  const [accountHolder, setAccountHolder] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [code, setCode] = useState('');

  const ibanComplete = normalizeIban(iban).length === 26 && isValidIban(iban);
  const bankCode = ibanComplete ? ibanBankCode(iban) : null;
  const bank = bankCode ? banks.data?.banks.find((candidate) => candidate.code === bankCode) : undefined;
  const branches = useBankBranches(bank ? bank.code : null);

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!file) return;
    setPhotoProblem(null);
    if (!/\.(jpe?g|png)$/i.test(file.name) && !/^image\/(jpeg|png)$/.test(file.type)) {
      setPhotoProblem(t('meterPhotoWrongType'));
      return;
    }
    try {
      const uploaded = await upload.mutateAsync({ fileName: file.name, contentBase64: await readBase64(file) });
      setPhoto({ fileId: uploaded.fileId, fileName: uploaded.fileName });
    } catch (error) {
      setPhotoProblem(errorMessageOf(error));
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!sendCode.data) return;
    start.mutate(
      {
        subscriberNo: preview.subscriberNo,
        moveOutDate,
        meterReading: reading === '' ? null : Number(reading),
        meterPhotoFileId: photo?.fileId ?? null,
        depositMethod: method,
        iban: method === 'iban' ? iban : null,
        accountHolder: method === 'iban' ? accountHolder : null,
        branchCode: method === 'iban' && branchCode ? branchCode : null,
        expectedOpenDebtsKurus: preview.openDebtsKurus,
        acceptTerms: true,
        operationReferenceNumber: sendCode.data.operationReferenceNumber,
        userEntredCode: code,
      },
      { onSuccess: (application) => onSaved(application.applicationNo) },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Heading>{t('step1')}</Heading>
      <Stack spacing={1} sx={{ mt: 1 }}>
        <Typography>{`${preview.subscriberNo} · ${preview.typeName} · ${preview.address}`}</Typography>
        <Typography>{t('deposit', { amount: formatKurus(preview.depositKurus) })}</Typography>
        {preview.lastReading !== null && preview.lastReadingOn && (
          <Typography>
            {t('lastReading', { reading: preview.lastReading, date: formatDay(preview.lastReadingOn) })}
          </Typography>
        )}
        {hasDebts ? (
          <Box>
            <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
              {t('openDebts')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {preview.openDebts.map((debt) => (
                <Typography component="li" variant="body2" key={debt.accrualId}>
                  {`${debt.description} — ${formatKurus(debt.totalKurus)} (${t('columns.dueDate')} ${formatDay(debt.dueDate)})`}
                </Typography>
              ))}
            </Box>
            <Typography sx={{ fontWeight: 600 }}>
              {t('openDebtsTotal', { amount: formatKurus(preview.openDebtsKurus) })}
            </Typography>
            <Typography variant="body2">{t('openDebtsHelp')}</Typography>
            {preview.openDebts.some((debt) => !debt.inPayment) && (
              <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={onPayDebts} disabled={paying}>
                {t('payDebts')}
              </Button>
            )}
          </Box>
        ) : (
          <Typography>{t('noOpenDebts')}</Typography>
        )}
      </Stack>

      <Heading>{t('step2')}</Heading>
      <Stack spacing={2} sx={{ mt: 1, maxWidth: 420 }}>
        <DateField
          label={t('moveOutDate')}
          value={moveOutDate}
          onChange={setMoveOutDate}
          required
          helperText={t('moveOutHelp', {
            earliest: formatDay(preview.moveOutEarliest),
            latest: formatDay(preview.moveOutLatest),
          })}
        />
        <TextField
          label={t('meterReading')}
          value={reading}
          onChange={(event) => setReading(event.target.value.replace(/\D/g, '').slice(0, 8))}
          helperText={t('meterReadingHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Box>
          <input
            ref={photoInput}
            type="file"
            accept="image/jpeg,image/png"
            onChange={(event) => void choosePhoto(event)}
            tabIndex={-1}
            aria-hidden
            style={visuallyHidden}
            data-testid="meter-photo-input"
          />
          <Button
            variant="outlined"
            startIcon={<AttachFileIcon aria-hidden />}
            onClick={() => photoInput.current?.click()}
            disabled={upload.isPending}
          >
            {t('meterPhoto')}
          </Button>
          <Box role="status" sx={{ mt: 0.5 }}>
            {upload.isPending && <Typography variant="body2">{t('meterPhotoUploading')}</Typography>}
            {photo && (
              <Typography variant="body2">
                {t('meterPhotoAdded', { name: photo.fileName })}{' '}
                <Button size="small" onClick={() => setPhoto(null)}>
                  {t('removePhoto')}
                </Button>
              </Typography>
            )}
          </Box>
          {photoProblem && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {photoProblem}
            </Alert>
          )}
        </Box>
      </Stack>

      <Heading>{t('step3')}</Heading>
      <FormControl sx={{ mt: 1 }}>
        <FormLabel id={`${termsId}-method`}>{t('depositMethod')}</FormLabel>
        <RadioGroup
          aria-labelledby={`${termsId}-method`}
          value={method}
          onChange={(event) => setMethod(event.target.value as DepositMethod)}
        >
          <FormControlLabel value="offset" control={<Radio />} label={t('methods.offset')} />
          <FormControlLabel value="iban" control={<Radio />} label={t('methods.iban')} disabled={hasDebts} />
        </RadioGroup>
      </FormControl>
      {hasDebts && <Typography variant="body2">{t('ibanBlocked')}</Typography>}
      {method === 'iban' && (
        <Stack spacing={2} sx={{ mt: 1, maxWidth: 420 }}>
          <TextField
            label={t('iban')}
            value={iban}
            onChange={(event) => setIban(event.target.value.toUpperCase().slice(0, 34))}
            required
            helperText={t('ibanHelp')}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          {bankCode && (
            <Typography role="status">
              {bank ? t('bank', { name: bank.name }) : banks.data ? t('bankUnknown', { code: bankCode }) : null}
            </Typography>
          )}
          {bank && (branches.data?.branches.length ?? 0) > 0 && (
            <TextField
              select
              label={t('branch')}
              value={branchCode}
              onChange={(event) => setBranchCode(event.target.value)}
            >
              <MenuItem value="">{t('noBranch')}</MenuItem>
              {branches.data!.branches.map((branch) => (
                <MenuItem
                  key={branch.code}
                  value={branch.code}
                >{`${branch.name} (${branch.code}) · ${branch.county}`}</MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={t('accountHolder')}
            value={accountHolder}
            onChange={(event) => setAccountHolder(event.target.value)}
            required
            helperText={t('accountHolderHelp', { name: preview.holderName })}
            slotProps={{ htmlInput: { autoComplete: 'name' } }}
          />
        </Stack>
      )}

      <Heading>{t('step4')}</Heading>
      <Typography id={termsId} component="h4" variant="subtitle2" sx={{ fontWeight: 600, mt: 1 }}>
        {t('terms')}
      </Typography>
      <Box
        role="region"
        aria-labelledby={termsId}
        tabIndex={0}
        sx={{
          maxHeight: 220,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
          my: 1,
          whiteSpace: 'pre-line',
        }}
      >
        <Typography variant="body2">{preview.terms}</Typography>
      </Box>
      <FormControlLabel
        control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
        label={t('acceptTerms')}
      />
      <Stack spacing={2} sx={{ mt: 1, maxWidth: 420 }}>
        <Box>
          <Button variant="outlined" onClick={() => sendCode.mutate()} disabled={!accepted || sendCode.isPending}>
            {t('sendCode')}
          </Button>
        </Box>
        {sendCode.data && (
          <>
            <Alert severity="info" role="status">
              {t('codeSent', {
                phone: sendCode.data.maskedPhone,
                minutes: Math.round(sendCode.data.expiresInSeconds / 60),
              })}
            </Alert>
            <TextField
              label={t('code')}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              helperText={t('codeHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
            />
            {start.isError && (
              <Alert severity="error" role="alert">
                {errorMessageOf(start.error)}
              </Alert>
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={!accepted || code.length !== 6 || start.isPending}>
                {t('submit')}
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}
