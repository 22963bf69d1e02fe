// A chosen image file: checked as the server checks it (type, at most 10 MB and 40 megapixels),
// decoded by the browser for the crop, and the crop drawn into a canvas and encoded (WebP where
// the browser can, else JPEG; the server re-encodes it anyway).
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MAX_PIXELS,
  PROFILE_IMAGE_TYPES,
} from '../api/photos';

import type { Rect, Size } from './crop-geometry';

/** The server's error codes for a bad image, which the glossary translates (`errors.<code>`). */
export type ImageProblem = 'image_empty' | 'image_invalid' | 'image_too_large';

export class ImageFileError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
    this.name = 'ImageFileError';
  }
}

/** A decoded image and the object URL it was read from (revoke it when done). */
export type LoadedImage = Size & { element: HTMLImageElement; url: string };

/** What is wrong with a chosen file before reading it, if anything. */
export function checkImageFile(file: File): ImageProblem | null {
  if (file.size === 0) return 'image_empty';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'image_too_large';
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image_invalid';
  return null;
}

/** Decodes a checked file; throws an ImageFileError when it is no image or too many pixels. */
export async function decodeImage(file: File): Promise<LoadedImage> {
  const url = URL.createObjectURL(file);
  const element = new Image();
  element.src = url;
  try {
    await element.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new ImageFileError('image_invalid');
  }
  const { naturalWidth: width, naturalHeight: height } = element;
  if (width === 0 || height === 0) {
    URL.revokeObjectURL(url);
    throw new ImageFileError('image_invalid');
  }
  if (width * height > PROFILE_IMAGE_MAX_PIXELS) {
    URL.revokeObjectURL(url);
    throw new ImageFileError('image_too_large');
  }
  return { element, url, width, height };
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.9));
}

/** Draws the part `rect` of the image at `size` on a white ground and encodes it. */
export async function encodeCrop(image: HTMLImageElement, rect: Rect, size: Size): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = 'white';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height);
  // Browsers that cannot encode WebP answer PNG instead: JPEG is far smaller than that.
  const webp = await canvasBlob(canvas, 'image/webp');
  if (webp?.type === 'image/webp') return webp;
  const jpeg = await canvasBlob(canvas, 'image/jpeg');
  if (!jpeg) throw new Error('the canvas could not be encoded');
  return jpeg;
}
