import { onFirstUse } from '@ebelediye/finance';
import { acceptedDocumentTypes } from '@ebelediye/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { errorMessageOf } from '../../../lib/errors';
import { useOpenFile } from '../api/get-file';
import { useDocumentSizeLimitMb } from '../../../lib/api/retrieve-parameters-without-authorization';
import { useUploadFile } from '../api/upload-file';
import { FormSection } from './declaration-fields';
import { PendingButton } from '../../../components/pending-button';
import '../../../locales/declarations-sentences';

/** An uploaded document as the form keeps it until submit (its id goes into `documents`). */
export interface UploadedDocument {
  fileId: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/** The contract's limit on documents per declaration. */
export const MAX_DOCUMENTS = 10;

const typeNames = Object.values(acceptedDocumentTypes).join(', ');
const acceptAttribute = [...Object.keys(acceptedDocumentTypes), '.pdf', '.jpg', '.jpeg', '.png'].join(',');
const sizeFormat = onFirstUse(() => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }));

export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${sizeFormat().format(bytes / 1024 / 1024)} MB`
    : `${sizeFormat().format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** The browser's guess of a file's type; the server reads the first bytes and has the last word. */
function looksAccepted(file: File): boolean {
  return file.type in acceptedDocumentTypes || /\.(pdf|jpe?g|png)$/i.test(file.name);
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Opens a document fetched with GetFile: saved under its own name, from memory, never from a URL with its id. */
export function useShowDocument() {
  const openFile = useOpenFile();
  const [failed, setFailed] = useState<string>();
  const show = async (fileId: string) => {
    setFailed(undefined);
    try {
      const file = await openFile(fileId);
      const bytes = Uint8Array.from(atob(file.contentBase64), (char) => char.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setFailed(errorMessageOf(error));
    }
  };
  return { show, failed };
}

interface DocumentUploadFieldProps {
  files: UploadedDocument[];
  onChange: (files: UploadedDocument[]) => void;
  /** What the documents are for, e.g. "Tapu, iskân belgesi"; the default names no document. */
  intro?: string;
}

/**
 * Documents of a declaration: each chosen file goes up at once with UploadFile (key
 * Declaration_TempFileList) and is listed; submitting attaches the listed ones. The accepted types
 * and the size limit are stated on screen and checked here first, so a person does not wait for an
 * upload the server would refuse.
 */
export function DocumentUploadField({ files, onChange, intro }: DocumentUploadFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const limitMb = useDocumentSizeLimitMb();
  const { show, failed } = useShowDocument();
  const [uploading, setUploading] = useState<string>();
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const found: string[] = [];
    let current = files;
    for (const file of chosen) {
      if (current.length >= MAX_DOCUMENTS) {
        found.push(t('declarations.common.documents.tooMany', { max: MAX_DOCUMENTS }));
        break;
      }
      if (!looksAccepted(file)) {
        found.push(t('declarations.common.documents.wrongType', { name: file.name }));
        continue;
      }
      if (file.size > limitMb * 1024 * 1024) {
        found.push(t('declarations.common.documents.tooBig', { name: file.name, megabytes: limitMb }));
        continue;
      }
      setUploading(file.name);
      try {
        const uploaded = await upload.mutateAsync({ fileName: file.name, contentBase64: await readBase64(file) });
        current = [...current, uploaded];
        onChange(current);
        setAnnouncement(t('declarations.common.documents.uploaded', { name: uploaded.fileName }));
      } catch (error) {
        found.push(`${file.name}: ${errorMessageOf(error)}`);
      } finally {
        setUploading(undefined);
      }
    }
    setProblems(found);
  };

  return (
    <FormSection
      title={t('declarations.common.documents.title')}
      intro={
        intro ?? t('declarations.common.documents.intro', { types: typeNames, megabytes: limitMb, max: MAX_DOCUMENTS })
      }
      columns={1}
    >
      <Box>
        <input
          ref={input}
          type="file"
          accept={acceptAttribute}
          multiple
          onChange={(event) => void choose(event)}
          tabIndex={-1}
          aria-hidden
          style={visuallyHidden}
          data-testid="declaration-document-input"
        />
        <PendingButton
          variant="outlined"
          startIcon={<AttachFileIcon aria-hidden />}
          onClick={() => input.current?.click()}
          pending={uploading !== undefined}
          disabled={files.length >= MAX_DOCUMENTS}
        >
          {t('declarations.common.documents.choose')}
        </PendingButton>
      </Box>
      {uploading && (
        <Box role="status">
          <Typography variant="body2">{t('declarations.common.documents.uploading', { name: uploading })}</Typography>
          <LinearProgress sx={{ mt: 0.5 }} />
        </Box>
      )}
      {[...problems, ...(failed ? [failed] : [])].map((problem) => (
        <Alert key={problem} severity="error" role="alert">
          {problem}
        </Alert>
      ))}
      <Box sx={visuallyHidden} role="status">
        {announcement}
      </Box>
      {files.length > 0 && (
        <DocumentList
          files={files}
          onShow={(fileId) => void show(fileId)}
          onRemove={(fileId) => {
            const removed = files.find((file) => file.fileId === fileId);
            onChange(files.filter((file) => file.fileId !== fileId));
            if (removed) setAnnouncement(`${t('declarations.common.documents.remove')}: ${removed.fileName}`);
          }}
        />
      )}
    </FormSection>
  );
}

/** The documents of a declaration, each with "Görüntüle" (GetFile) and, before submit, "Kaldır". */
export function DocumentList({
  files,
  onShow,
  onRemove,
  status,
}: {
  files: UploadedDocument[];
  onShow: (fileId: string) => void;
  onRemove?: (fileId: string) => void;
  status?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('declarations.common.documents.listLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {files.map((file) => (
        <Box
          component="li"
          key={file.fileId}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1.5,
            py: 0.75,
          }}
        >
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {file.fileName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {acceptedDocumentTypes[file.mimeType as keyof typeof acceptedDocumentTypes] ?? file.mimeType} ·{' '}
              {formatSize(file.sizeBytes)}
              {status ? ` · ${status}` : ''}
            </Typography>
          </Box>
          <Button
            size="small"
            onClick={() => onShow(file.fileId)}
            aria-label={t('declarations.common.documents.viewNamed', { name: file.fileName })}
          >
            {t('declarations.common.documents.view')}
          </Button>
          {onRemove && (
            <Button
              size="small"
              color="error"
              onClick={() => onRemove(file.fileId)}
              aria-label={t('declarations.common.documents.removeNamed', { name: file.fileName })}
            >
              {t('declarations.common.documents.remove')}
            </Button>
          )}
        </Box>
      ))}
    </Box>
  );
}
