import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWorkingComplex } from '../../../data';
import { useCameraScan } from '../hooks/use-camera-scan';
import { useMirroredUnits } from '../queries';
import { type HeldComplex, judgeScannedUnit } from '../scan-verdict';
import { useStrings } from '../../../lib/i18n';
import { qrStrings } from '../strings';
import { readScannedCode } from '../unit-url';
import { ChoosePhoto } from './choose-photo';
import { TypeUnitNumber } from './type-unit-number';

/**
 * The scanner: the rear camera's picture, read frame by frame (BarcodeDetector or jsQR). A label
 * of this app opens its unit (from the mirror, so offline too); any other code is named and
 * never followed. A photo of the label and typing the unit number are the other ways in.
 */
export default function ScanDialog({ onClose }: { onClose(): void }) {
  const s = useStrings(qrStrings).scan;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  // Every unit the device holds, to tell a unit of another complex from one not here at all.
  const held = useMirroredUnits({ scoped: false });
  const { complexes, scope, choose } = useWorkingComplex();
  const units = useMemo(
    () => held?.filter((unit) => scope === null || unit.complexId === scope),
    [held, scope],
  );
  const [message, setMessage] = useState<string | null>(null);
  /** A unit of another complex the user serves: opened once they switch to it. */
  const [elsewhere, setElsewhere] = useState<{ id: string; complex: HeldComplex } | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);

  const open = (apartmentId: string) => {
    onClose();
    void navigate(`/apartments/${apartmentId}`);
  };

  const say = (text: string) => {
    setElsewhere(null);
    setMessage(text);
  };

  const handleCode = (text: string) => {
    const code = readScannedCode(text, window.location.origin);
    if (code.kind === 'other-site') return say(s.result.otherSite(code.host));
    if (code.kind === 'not-unit') return say(s.result.notUnit);
    // Until the mirror has answered, the unit page itself says whether the unit is there.
    if (!held) return open(code.apartmentId);
    const verdict = judgeScannedUnit(code.apartmentId, held, complexes, scope);
    if (verdict.kind === 'unknown') return say(s.result.unknownUnit);
    if (verdict.kind === 'other-complex') {
      setMessage(s.result.otherComplex(verdict.complex.name));
      return setElsewhere({ id: code.apartmentId, complex: verdict.complex });
    }
    open(code.apartmentId);
  };

  const switchAndOpen = async () => {
    if (!elsewhere) return;
    await choose(elsewhere.complex.id);
    open(elsewhere.id);
  };

  const camera = useCameraScan(video, handleCode);
  const problem = camera.state.status === 'error' ? camera.state.problem : null;

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="qr-scan-title"
    >
      <DialogTitle id="qr-scan-title" sx={{ pr: 8 }}>
        {s.title}
        <IconButton
          onClick={onClose}
          aria-label={s.close}
          sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {problem ? (
            <Alert
              severity="error"
              data-testid="qr-camera-problem"
              action={
                problem === 'unsupported' ? undefined : (
                  <Button color="inherit" onClick={camera.retry} sx={{ minHeight: 44 }}>
                    {s.retry}
                  </Button>
                )
              }
            >
              {s.camera[problem]}
            </Alert>
          ) : (
            <Box
              sx={{
                position: 'relative',
                bgcolor: 'grey.900',
                borderRadius: 1,
                overflow: 'hidden',
                aspectRatio: '4 / 3',
                maxHeight: '50vh',
                mx: 'auto',
                width: '100%',
              }}
            >
              <video
                ref={setVideo}
                muted
                playsInline
                aria-label={s.video}
                data-testid="qr-video"
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              <Typography
                sx={{
                  position: 'absolute',
                  bottom: 8,
                  left: 0,
                  right: 0,
                  textAlign: 'center',
                  color: '#fff',
                }}
              >
                {camera.state.status === 'starting' ? s.starting : s.aim}
              </Typography>
            </Box>
          )}
          <Box role="status" aria-live="polite">
            {message && (
              <Alert
                severity="warning"
                data-testid="qr-scan-message"
                action={
                  elsewhere ? (
                    <Button
                      color="inherit"
                      onClick={() => void switchAndOpen()}
                      sx={{ minHeight: 44 }}
                    >
                      {s.switchAndOpen}
                    </Button>
                  ) : undefined
                }
              >
                {message}
              </Alert>
            )}
          </Box>
          <ChoosePhoto onCode={handleCode} onProblem={say} />
          {units && <TypeUnitNumber units={units} onOpen={open} />}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
