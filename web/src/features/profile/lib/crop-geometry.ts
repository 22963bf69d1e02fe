// The crop of a profile photo or background: which part of the chosen image the frame shows.
// A crop is its zoom and its centre in the image's own pixels, so it does not depend on how
// large the frame is drawn; at zoom 1 the frame shows the largest part of the image it can.

export type Size = { width: number; height: number };
export type Rect = { x: number; y: number; width: number; height: number };
export type Crop = { zoom: number; centerX: number; centerY: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The part of the image (in its pixels) that the frame of this aspect (width ÷ height) shows. */
export function cropRect(image: Size, aspect: number, crop: Crop): Rect {
  const width = Math.min(image.width, image.height * aspect) / crop.zoom;
  const height = width / aspect;
  return { x: crop.centerX - width / 2, y: crop.centerY - height / 2, width, height };
}

/** The crop with its zoom in range and the frame inside the image. */
export function clampCrop(image: Size, aspect: number, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, MIN_ZOOM, MAX_ZOOM);
  const { width, height } = cropRect(image, aspect, { ...crop, zoom });
  return {
    zoom,
    centerX: clamp(crop.centerX, width / 2, image.width - width / 2),
    centerY: clamp(crop.centerY, height / 2, image.height - height / 2),
  };
}

/** The whole-image crop, centred. */
export function initialCrop(image: Size): Crop {
  return { zoom: MIN_ZOOM, centerX: image.width / 2, centerY: image.height / 2 };
}

/** Moves the image under the frame by a fraction of the frame's width and height (dragging it
 *  right shows more of its left side). */
export function panCrop(image: Size, aspect: number, crop: Crop, dx: number, dy: number): Crop {
  const { width, height } = cropRect(image, aspect, crop);
  return clampCrop(image, aspect, {
    ...crop,
    centerX: crop.centerX - dx * width,
    centerY: crop.centerY - dy * height,
  });
}

/** The same centre at another zoom (moved back inside the image when needed). */
export function zoomCrop(image: Size, aspect: number, crop: Crop, zoom: number): Crop {
  return clampCrop(image, aspect, { ...crop, zoom });
}

/** Where the image sits in the frame, in percent of the frame's width (left, width) and height
 *  (top, height). */
export function imagePlacement(image: Size, aspect: number, crop: Crop) {
  const rect = cropRect(image, aspect, crop);
  return {
    left: (-rect.x / rect.width) * 100,
    top: (-rect.y / rect.height) * 100,
    width: (image.width / rect.width) * 100,
    height: (image.height / rect.height) * 100,
  };
}

/** The size to draw the crop at: its own pixels, scaled down to at most `max` (never up). */
export function outputSize(rect: Rect, max: Size): Size {
  const scale = Math.min(1, max.width / rect.width, max.height / rect.height);
  return {
    width: Math.max(1, Math.round(rect.width * scale)),
    height: Math.max(1, Math.round(rect.height * scale)),
  };
}
