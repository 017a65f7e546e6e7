import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useStrings } from '../../../lib/i18n';
import { inspectionStrings } from '../strings';

const WIDTH = 600;
const HEIGHT = 200;

function blank(canvas: HTMLCanvasElement) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  // White, not transparent: the shared photo pipeline re-encodes images as JPEG.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
}

/**
 * A signature drawn with a finger, pen or mouse (pointer events, so every kind of input draws the
 * same), saved as an image with the signer's name.
 */
export function SignaturePad({
  defaultName,
  disabled,
  onSave,
}: {
  defaultName: string;
  disabled?: boolean;
  onSave: (image: Blob, signedBy: string) => void;
}) {
  const s = useStrings(inspectionStrings).page;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [name, setName] = useState(defaultName);
  useEffect(() => setName((current) => current || defaultName), [defaultName]);
  useEffect(() => {
    if (canvasRef.current) blank(canvasRef.current);
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * WIDTH,
      y: ((event.clientY - rect.top) / rect.height) * HEIGHT,
    };
  };
  const draw = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = event.currentTarget.getContext('2d');
    const from = last.current;
    if (!ctx || !from) return;
    const to = point(event);
    ctx.strokeStyle = '#0d2a6b';
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
    last.current = to;
    setDrawn(true);
  };
  const clear = () => {
    if (canvasRef.current) blank(canvasRef.current);
    setDrawn(false);
  };
  const save = () =>
    canvasRef.current?.toBlob((blob) => blob && onSave(blob, name.trim()), 'image/png');

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {s.signHere}
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        data-testid="signature-canvas"
        aria-label={s.signature}
        onPointerDown={(event: React.PointerEvent<HTMLCanvasElement>) => {
          if (disabled) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = point(event);
        }}
        onPointerMove={(event: React.PointerEvent<HTMLCanvasElement>) => draw(event)}
        onPointerUp={() => (last.current = null)}
        onPointerCancel={() => (last.current = null)}
        sx={{
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          touchAction: 'none',
          bgcolor: '#fff',
        }}
      />
      <TextField
        label={s.signedBy}
        value={name}
        onChange={(event) => setName(event.target.value)}
        disabled={disabled}
        slotProps={{ htmlInput: { 'data-testid': 'signed-by' } }}
      />
      <Stack direction="row" spacing={1}>
        <Button onClick={clear} disabled={disabled} sx={{ minHeight: 48 }}>
          {s.clearSignature}
        </Button>
        <Button
          variant="outlined"
          onClick={save}
          disabled={disabled || !drawn || !name.trim()}
          sx={{ minHeight: 48 }}
          data-testid="save-signature"
        >
          {s.saveSignature}
        </Button>
      </Stack>
    </Stack>
  );
}
