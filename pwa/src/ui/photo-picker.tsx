import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

interface Props {
  onFiles(files: File[]): void;
  /** PDFs too (inquiry files); photos only otherwise. */
  allowPdf?: boolean;
  multiple?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

function FileButton({
  label,
  icon,
  accept,
  capture,
  multiple,
  disabled,
  size,
  onFiles,
  testId,
}: {
  label: string;
  icon: ReactNode;
  accept: string;
  capture?: 'environment';
  multiple: boolean;
  disabled: boolean;
  size: 'small' | 'medium';
  onFiles(files: File[]): void;
  testId: string;
}) {
  return (
    <Button component="label" variant="outlined" size={size} startIcon={icon} disabled={disabled}>
      {label}
      <input
        hidden
        type="file"
        accept={accept}
        capture={capture}
        multiple={multiple}
        data-testid={testId}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file may be chosen again.
          event.target.value = '';
        }}
      />
    </Button>
  );
}

/**
 * Two ways to add: the camera (`capture` opens it straight away on phones and tablets) and the
 * gallery or files (no `capture`, so photos already taken and PDFs can be chosen).
 */
export function PhotoPicker({
  onFiles,
  allowPdf,
  multiple = true,
  disabled = false,
  size = 'medium',
}: Props) {
  const s = useStrings(uiStrings).attachments;
  const common = { multiple, disabled, size, onFiles };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <FileButton
        {...common}
        label={s.camera}
        icon={<PhotoCameraIcon />}
        accept="image/*"
        capture="environment"
        testId="photo-camera-input"
      />
      <FileButton
        {...common}
        label={allowPdf ? s.galleryOrFile : s.gallery}
        icon={<AddPhotoAlternateIcon />}
        accept={allowPdf ? 'image/*,application/pdf' : 'image/*'}
        testId="photo-gallery-input"
      />
    </Stack>
  );
}
