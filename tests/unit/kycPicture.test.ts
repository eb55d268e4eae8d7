import { describe, expect, it } from 'vitest';
import { laplacianVariance, MIN_SHARPNESS } from '../../src/features/profile/kyc/picture';
import { chunkBase64 } from '../../src/features/profile/kyc/logic';
import { KYC_CHUNK_BYTES } from '../../contract/kyc';

/** A grayscale picture drawn by a function of (x, y). */
function picture(width: number, height: number, at: (x: number, y: number) => number) {
  const gray = new Float32Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) gray[y * width + x] = at(x, y);
  return laplacianVariance(gray, width, height);
}

/** A box blur of radius r over the same drawing (what a shaken or unfocused camera gives). */
const blurred = (at: (x: number, y: number) => number, r: number) => (x: number, y: number) => {
  let sum = 0;
  let n = 0;
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++) {
      sum += at(x + dx, y + dy);
      n++;
    }
  return sum / n;
};

describe('the sharpness of a photo (variance of the Laplacian)', () => {
  // Printed text: thin dark strokes on a light card, 4 px apart.
  const print = (x: number, y: number) => (x % 4 === 0 || (y % 6 === 0 && x % 12 < 8) ? 40 : 220);

  it('is nothing on a flat picture and high on printed text', () => {
    expect(picture(120, 90, () => 128)).toBe(0);
    expect(picture(120, 90, print)).toBeGreaterThan(MIN_SHARPNESS * 50);
  });

  it('passes a face-like picture in focus and asks for it again out of focus', () => {
    // One smooth gradient with the soft edge of a face: the fewest edges a photo of a person has.
    const face = (x: number, y: number) => 100 + x + (Math.hypot(x - 60, y - 45) < 25 ? 40 : 0);
    expect(picture(120, 90, face)).toBeGreaterThan(MIN_SHARPNESS * 3);
    expect(picture(120, 90, blurred(face, 1))).toBeLessThan(MIN_SHARPNESS);
    expect(picture(120, 90, blurred(face, 3))).toBeLessThan(1);
  });

  it('loses most of the text’s edges once blurred', () => {
    expect(picture(120, 90, blurred(print, 4))).toBeLessThan(picture(120, 90, print) / 50);
  });
});

describe('the upload’s chunks', () => {
  it('are the file cut at KYC_CHUNK_BYTES, in base64, the last one shorter', () => {
    const bytes = new Uint8Array(KYC_CHUNK_BYTES * 2 + 10).map((_, i) => i % 251);
    const parts = [0, 1, 2].map((index) => Buffer.from(chunkBase64(bytes, index), 'base64'));
    expect(parts.map((part) => part.length)).toEqual([KYC_CHUNK_BYTES, KYC_CHUNK_BYTES, 10]);
    expect(Buffer.concat(parts).equals(Buffer.from(bytes))).toBe(true);
    // Under the API's 64 KB body limit with the JSON around it.
    expect(chunkBase64(bytes, 0).length).toBeLessThan(60_000);
  });
});
