// Paints a chart's Picture (chart-png.ts) on a canvas and encodes it as PNG: the only part of the
// image download that needs a real browser (jsdom has no canvas; the card's tests stub this).

import { PNG_SCALE, type Picture } from './chart-png';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn as an image.'));
    image.src = url;
  });
}

/** The picture's (white) background, PNG_SCALE device pixels per CSS pixel, then each step in order. */
export async function paintPng(picture: Picture): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = picture.width * PNG_SCALE;
  canvas.height = picture.height * PNG_SCALE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  const image = picture.image ? await loadImage(picture.image) : null;
  context.scale(PNG_SCALE, PNG_SCALE);
  context.fillStyle = picture.background;
  context.fillRect(0, 0, picture.width, picture.height);
  context.textBaseline = 'alphabetic';
  for (const op of picture.ops) {
    if (op.kind === 'rect') {
      context.fillStyle = op.colour;
      context.fillRect(op.x, op.y, op.width, op.height);
    } else if (op.kind === 'image') {
      if (image) context.drawImage(image, op.x, op.y, op.width, op.height);
    } else {
      context.font = `${op.bold ? 'bold ' : ''}${op.size}px ${picture.font}`;
      context.fillStyle = op.colour;
      context.textAlign = op.align;
      context.fillText(op.text, op.x, op.y, op.maxWidth);
    }
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      'image/png',
    );
  });
}
