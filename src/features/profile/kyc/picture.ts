import { KYC_MAX_FILE_BYTES } from '../../../../contract/kyc';
import type { KycPicture } from '../../../../machines/kyc.machine';

/*
 * The pictures of the identity verification, made in the browser: a photo downscaled (longest side
 * 1280 px, JPEG at 0.85, about 100–300 KB), scored for sharpness, and hashed (SHA-256) for the upload.
 */

/** The longest side a photo is sent with. */
export const LONGEST_SIDE = 1280;
const QUALITY = 0.85;
/** The side the sharpness is measured on: small enough to be quick, large enough to see the print. */
const SCORE_SIDE = 480;

/**
 * Below this a photo is taken again: the variance of the Laplacian of the grayscale picture (0–255) at
 * SCORE_SIDE px. A document or a face in focus scores well above it (its print and features are edges);
 * so does Chromium's fake camera, a flat field with one moving shape, the fewest edges a picture has
 * (60–90, measured); a picture smeared by motion or focus, where the edges are gone, scores a few units
 * (the fake camera's frame scaled down to 40 px and back: under 1).
 */
export const MIN_SHARPNESS = 20;

/** The variance of the 4-neighbour Laplacian of a grayscale image (its luminance, row by row). */
export function laplacianVariance(gray: Float32Array | Uint8Array, width: number, height: number): number {
  let sum = 0;
  let squares = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const lap = gray[i - width]! + gray[i + width]! + gray[i - 1]! + gray[i + 1]! - 4 * gray[i]!;
      sum += lap;
      squares += lap * lap;
      n++;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return squares / n - mean * mean;
}

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  return canvas;
}

const fit = (width: number, height: number, longest: number) => {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: width * scale, height: height * scale };
};

/** How sharp a picture is (laplacianVariance of its grayscale at SCORE_SIDE). */
export function sharpnessOf(source: CanvasImageSource, width: number, height: number): number {
  const size = fit(width, height, SCORE_SIDE);
  const canvas = canvasOf(size.width, size.height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const gray = new Float32Array(canvas.width * canvas.height);
  for (let i = 0; i < gray.length; i++)
    gray[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  return laplacianVariance(gray, canvas.width, canvas.height);
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A picture from an image (a video frame, a chosen photo): downscaled, scored, JPEG, hashed. */
export async function pictureOf(source: CanvasImageSource, width: number, height: number): Promise<KycPicture> {
  const size = fit(width, height, LONGEST_SIDE);
  const canvas = canvasOf(size.width, size.height);
  canvas.getContext('2d')!.drawImage(source, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
  if (!blob) throw new Error('the photo could not be made');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return {
    content_type: 'image/jpeg',
    bytes,
    sha256: await sha256Hex(bytes),
    sharpness: sharpnessOf(canvas, canvas.width, canvas.height),
  };
}

/** Thrown for a file that is neither a photo nor a PDF, or too large: the screen says which. */
export class UnusableFile extends Error {
  constructor(readonly reason: 'type' | 'size') {
    super(`unusable file (${reason})`);
  }
}

/** A file the person chose: the CNH's PDF as it is, a photo downscaled and scored. */
export async function pictureOfFile(file: Blob, pdf: boolean): Promise<KycPicture> {
  if (pdf) {
    if (file.type !== 'application/pdf') throw new UnusableFile('type');
    if (file.size > KYC_MAX_FILE_BYTES) throw new UnusableFile('size');
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { content_type: 'application/pdf', bytes, sha256: await sha256Hex(bytes), sharpness: null };
  }
  if (!file.type.startsWith('image/')) throw new UnusableFile('type');
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new UnusableFile('type');
  });
  try {
    return await pictureOf(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
