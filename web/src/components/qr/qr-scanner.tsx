import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How often a frame is read (jsQR works on the main thread: a few frames a second are enough
 *  to catch a code held up to the camera). */
const SCAN_EVERY_MS = 250;
/** The same code read again within this time is the same scan. */
const REPEAT_AFTER_MS = 4_000;

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** The browser's own QR reader (BarcodeDetector) when it has one, else jsQR (lazy) on frames
 *  drawn to a canvas. */
async function frameReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      const detector = new Native({ formats: ['qr_code'] });
      return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
    } catch {
      // A browser that names the class without QR support: jsQR below.
    }
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    if (!context || video.videoWidth === 0) return Promise.resolve(null);
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const found = jsQR(image.data, image.width, image.height, {
      inversionAttempts: 'dontInvert',
    });
    return Promise.resolve(found?.data ?? null);
  };
}

export type QrScannerProps = {
  onScan: (text: string) => void;
  /** What the camera's picture is to a screen reader ("Cámara para escanear pases"). */
  cameraLabel: string;
  /** What to do without a camera, after the shared sentence ("Puedes escribir el código."). */
  typeInstead: string;
};

/** The camera, reading QR codes while it is on; each code once every few seconds (shared by the
 *  events' check-in of passes and the challenges' check-in). Without a camera, or without
 *  permission, it says so and what to do instead. */
export function QrScanner({ onScan, cameraLabel, typeInstead }: QrScannerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [failure, setFailure] = useState<'denied' | 'unavailable' | null>(null);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!on) return undefined;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    let last = { text: '', at: 0 };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setFailure('unavailable');
        setOn(false);
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        setFailure(
          error instanceof DOMException && error.name === 'NotAllowedError'
            ? 'denied'
            : 'unavailable',
        );
        setOn(false);
        return;
      }
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const read = await frameReader();
      const tick = async () => {
        if (stopped || !video.current) return;
        const text = await read(video.current).catch(() => null);
        const now = Date.now();
        if (text && (text !== last.text || now - last.at > REPEAT_AFTER_MS)) {
          last = { text, at: now };
          onScanRef.current(text);
        }
        timer = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  return (
    <Stack spacing={1.5}>
      {on ? (
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label={cameraLabel}
          sx={{ width: '100%', maxWidth: 480, borderRadius: 1, bgcolor: 'grey.900' }}
        />
      ) : null}
      {failure ? (
        <Alert severity="warning">
          {t(`qrScanner.${failure}`)} {typeInstead}
        </Alert>
      ) : null}
      <Box>
        <Button
          variant={on ? 'outlined' : 'contained'}
          onClick={() => {
            setFailure(null);
            setOn((current) => !current);
          }}
        >
          {on ? t('qrScanner.stop') : t('qrScanner.start')}
        </Button>
      </Box>
    </Stack>
  );
}
