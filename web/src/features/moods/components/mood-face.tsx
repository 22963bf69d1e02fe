import SentimentDissatisfied from '@mui/icons-material/SentimentDissatisfiedOutlined';
import SentimentNeutral from '@mui/icons-material/SentimentNeutralOutlined';
import SentimentSatisfiedAlt from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import SentimentSatisfied from '@mui/icons-material/SentimentSatisfiedOutlined';
import SentimentVeryDissatisfied from '@mui/icons-material/SentimentVeryDissatisfiedOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

import type { MoodLevel } from '../api/moods';

const FACES: Record<MoodLevel, ComponentType<SvgIconProps>> = {
  1: SentimentVeryDissatisfied,
  2: SentimentDissatisfied,
  3: SentimentNeutral,
  4: SentimentSatisfied,
  5: SentimentSatisfiedAlt,
};

/** A level's face. Decorative: the level's word is always written beside it (never the face or a
 *  colour alone). */
export function MoodFace({ level, ...props }: { level: number } & SvgIconProps) {
  const Face = FACES[Math.min(5, Math.max(1, Math.round(level))) as MoodLevel];
  return <Face aria-hidden {...props} />;
}
