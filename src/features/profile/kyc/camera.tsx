import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { KycPicture } from '../../../../machines/kyc.machine';
import { pictureOf } from './picture';

/*
 * The camera of the identity verification (getUserMedia, the preview, the capture): a module of its own,
 * loaded only when a camera step opens. The flow's camera actor opens and closes it
 * (src/features/profile/kyc/logic.ts); the preview shows the open stream; a capture takes its frame.
 */

let stream: MediaStream | null = null;
let facing: 'environment' | 'user' = 'user';
let video: HTMLVideoElement | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** How opening the camera went. */
export type CameraOutcome = 'ready' | 'denied' | 'absent';

/**
 * Opens the camera facing the person (the selfie) or away (a document); answers how it went and a way to
 * close it. A refusal of the browser or the person is `denied`; no camera (or one another app holds) `absent`.
 */
export async function openCamera(want: 'environment' | 'user'): Promise<{ outcome: CameraOutcome; close: () => void }> {
  const none = { close: () => {} };
  if (!navigator.mediaDevices?.getUserMedia) return { outcome: 'absent', ...none };
  try {
    const opened = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: want }, width: { ideal: 1920 }, height: { ideal: 1080 } },
    });
    stream?.getTracks().forEach((track) => track.stop());
    stream = opened;
    facing = want;
    changed();
    return {
      outcome: 'ready',
      close: () => {
        opened.getTracks().forEach((track) => track.stop());
        if (stream === opened) {
          stream = null;
          changed();
        }
      },
    };
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { outcome: name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'absent', ...none };
  }
}

/** A frame of the open camera as a picture (downscaled, scored, JPEG). */
export async function captureFrame(): Promise<KycPicture> {
  const element = video;
  if (!element || !stream) throw new Error('the camera is not open');
  if (element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || element.videoWidth === 0) {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the camera gives no picture')), 5000);
      element.addEventListener(
        'loadeddata',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }
  return pictureOf(element, element.videoWidth, element.videoHeight);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The open camera's picture, mirrored for a selfie, with the frame the document or the face goes in. */
export default function CameraPreview({ frame, label }: { frame: 'document' | 'face'; label: string }) {
  const current = useSyncExternalStore(subscribe, () => stream);
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    video = element;
    element.srcObject = current;
    if (current) void element.play().catch(() => {});
    return () => {
      if (video === element) video = null;
    };
  }, [current]);
  return (
    <div className={`kyc-camera kyc-camera-${frame}`} data-ready={current ? 'true' : 'false'}>
      <video
        ref={ref}
        className={facing === 'user' ? 'kyc-video kyc-mirror' : 'kyc-video'}
        autoPlay
        playsInline
        muted
        aria-label={label}
      />
      <span className="kyc-frame" aria-hidden="true" />
    </div>
  );
}
