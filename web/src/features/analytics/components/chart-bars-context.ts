// How a bar list tells its card what it draws, so the card's image download can draw the same
// bars on a canvas (lib/chart-png.ts) without reading them back from the page.
import { createContext } from 'react';

import type { PictureBar } from '../lib/chart-png';

/** Set by ChartCard; a BarList inside calls it with its bars (null when it goes away). */
export const ChartBarsContext = createContext<((bars: PictureBar[] | null) => void) | null>(null);
