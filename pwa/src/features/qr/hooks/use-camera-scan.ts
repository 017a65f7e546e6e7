import { useEffect, useRef, useState } from 'react';
import { createQrReader } from '../decode';

/** Why there is no camera picture, each with its own advice (strings.scan.camera). */
export type CameraProblem = 'denied' | 'missing' | 'busy' | 'unsupported' | 'failed';

export type CameraState =
  { status: 'starting' } | { status: 'scanning' } | { status: 'error'; problem: CameraProblem };

/** getUserMedia's errors by name (a DOMException's `name`), as the person can act on them. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** Pause between two frames read: about 8 a second is quick to the eye and spares the battery. */
const FRAME_INTERVAL_MS = 120;

/**
 * Shows the rear camera in `element` and reads QR codes from its frames, calling `onCode` with
 * each code's text (the latest callback; repeated while the code stays in view). The element is
 * state, not a ref: a dialog mounts its content after its first commit. The camera is released
 * when the element goes, on unmount and before a retry.
 */
export function useCameraScan(
  element: HTMLVideoElement | null,
  onCode: (text: string) => void,
): { state: CameraState; retry(): void } {
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (!element) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({ status: 'error', problem: 'unsupported' });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState({ status: 'error', problem: cameraProblemOf(error) });
        return;
      }
      if (stopped) {
        // Closed while the browser was asking: release the camera the cleanup could not see.
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      element.srcObject = stream;
      // A muted, inline video may play without a gesture on every browser (iOS included).
      await element.play().catch(() => undefined);
      const reader = await createQrReader();
      if (stopped) return;
      setState({ status: 'scanning' });
      const tick = async () => {
        if (stopped) return;
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          // A frame that cannot be read is skipped; the next one is tried.
          const text = await reader.read(element).catch(() => null);
          if (text && !stopped) onCodeRef.current(text);
        }
        if (!stopped) timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    };

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      element.srcObject = null;
    };
  }, [element, attempt]);

  return {
    state,
    // 'starting' shows the video element again; the effect starts once it is there.
    retry: () => {
      setState({ status: 'starting' });
      setAttempt((n) => n + 1);
    },
  };
}
