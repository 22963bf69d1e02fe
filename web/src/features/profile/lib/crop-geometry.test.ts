import { describe, expect, it } from 'vitest';

import {
  clampCrop,
  cropRect,
  imagePlacement,
  initialCrop,
  MAX_ZOOM,
  outputSize,
  panCrop,
  zoomCrop,
} from './crop-geometry';

const landscape = { width: 2000, height: 1000 };

describe('crop geometry', () => {
  it('starts with the largest centred part of the image the frame can show', () => {
    const crop = initialCrop(landscape);
    expect(cropRect(landscape, 1, crop)).toEqual({ x: 500, y: 0, width: 1000, height: 1000 });
    expect(cropRect(landscape, 4, crop)).toEqual({ x: 0, y: 250, width: 2000, height: 500 });
  });

  it('zooms around the centre and keeps the frame inside the image', () => {
    const zoomed = zoomCrop(landscape, 1, initialCrop(landscape), 2);
    expect(cropRect(landscape, 1, zoomed)).toEqual({ x: 750, y: 250, width: 500, height: 500 });
    expect(zoomCrop(landscape, 1, zoomed, 99).zoom).toBe(MAX_ZOOM);
    expect(zoomCrop(landscape, 1, zoomed, 0.2).zoom).toBe(1);

    // Zooming out from a corner moves the centre back so the frame stays on the image.
    const corner = clampCrop(landscape, 1, { zoom: 4, centerX: 0, centerY: 0 });
    expect(corner).toEqual({ zoom: 4, centerX: 125, centerY: 125 });
    expect(zoomCrop(landscape, 1, corner, 1)).toEqual({ zoom: 1, centerX: 500, centerY: 500 });
  });

  it('pans by fractions of the frame, dragging right showing more of the left', () => {
    const crop = initialCrop(landscape);
    expect(panCrop(landscape, 1, crop, 0.25, 0)).toMatchObject({ centerX: 750, centerY: 500 });
    expect(panCrop(landscape, 1, crop, -10, 0)).toMatchObject({ centerX: 1500 });
    // Nothing to show above or below at zoom 1 of a landscape square crop.
    expect(panCrop(landscape, 1, crop, 0, 0.5)).toMatchObject({ centerY: 500 });
  });

  it('places the image in the frame in percent', () => {
    const placement = imagePlacement(landscape, 1, initialCrop(landscape));
    expect(placement).toMatchObject({ left: -50, width: 200, height: 100 });
    expect(placement.top).toBeCloseTo(0);
  });

  it('draws the crop at its own size, scaled down to the largest allowed', () => {
    expect(
      outputSize({ x: 0, y: 0, width: 1000, height: 1000 }, { width: 512, height: 512 }),
    ).toEqual({ width: 512, height: 512 });
    expect(
      outputSize({ x: 0, y: 0, width: 300, height: 75 }, { width: 1600, height: 400 }),
    ).toEqual({
      width: 300,
      height: 75,
    });
  });
});
