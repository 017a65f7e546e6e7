import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { PHOTO_MAX_SIDE, createQrReader } from '../decode';
import { useStrings } from '../../../lib/i18n';
import { qrStrings } from '../strings';

/**
 * The second way to scan (phones, a denied camera): choose or take a photo of the label, and the
 * code is read from it on the device.
 */
export function ChoosePhoto({
  onCode,
  onProblem,
}: {
  onCode(text: string): void;
  onProblem(message: string): void;
}) {
  const s = useStrings(qrStrings).scan;
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  const read = async (file: File) => {
    setReading(true);
    try {
      let bitmap: ImageBitmap;
      try {
        bitmap = await createImageBitmap(file);
      } catch {
        onProblem(s.photoUnreadable);
        return;
      }
      const text = await (await createQrReader(PHOTO_MAX_SIDE)).read(bitmap);
      bitmap.close();
      if (text) onCode(text);
      else onProblem(s.photoNoCode);
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <Typography color="text.secondary">{s.photoHint}</Typography>
      <Button
        variant="outlined"
        startIcon={<PhotoLibraryIcon />}
        disabled={reading}
        onClick={() => input.current?.click()}
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
      >
        {reading ? s.decoding : s.choosePhoto}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="qr-photo-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
    </>
  );
}
