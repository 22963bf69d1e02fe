// The full-screen start-up loader. Plain elements and CSS (loader.css), no MUI: it is the first
// thing painted, so it ships in the entry chunk and MUI does not.
import './loader.css';

import { useEffect, useState, type CSSProperties } from 'react';

import { DEFAULT_PRIMARY } from '@/theme/colors';
import { shellColours } from '@/theme/tokens';

import { TAGLINE_INTERVAL_MS, TAGLINES } from './taglines';
import { useRotatingIndex } from './use-rotating-index';

/** How long the loader takes to fade out once the app is ready. */
export const LOADER_EXIT_MS = 250;

export type LoaderProps = {
  open?: boolean;
  /** Accessible name of the progress indicator. */
  label: string;
  orgName?: string | null;
  logoUrl?: string | null;
  partnerLogoUrl?: string | null;
  /** The brand's primary colour (logo-less name, progress circle). */
  primary?: string;
  /** The host's font stack. */
  fontFamily?: string;
};

/** Whether the loader is on screen: it stays LOADER_EXIT_MS after closing, fading out. */
function usePresence(open: boolean): 'shown' | 'leaving' | 'gone' {
  const [leaving, setLeaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setLeaving(!open);
  }
  useEffect(() => {
    if (!leaving) return undefined;
    const timer = setTimeout(() => setLeaving(false), LOADER_EXIT_MS);
    return () => clearTimeout(timer);
  }, [leaving]);
  if (open) return 'shown';
  return leaving ? 'leaving' : 'gone';
}

/** Full-screen loader: the organisation's logo, the partner logo when configured, and the
 *  product tagline rotating through five languages. */
export function Loader({
  open = true,
  label,
  orgName,
  logoUrl,
  partnerLogoUrl,
  primary = DEFAULT_PRIMARY,
  fontFamily,
}: LoaderProps) {
  const presence = usePresence(open);
  const index = useRotatingIndex(TAGLINES.length, TAGLINE_INTERVAL_MS, open);
  const tagline = TAGLINES[index] ?? TAGLINES[0];
  const name = orgName || 'Aplauso';
  if (presence === 'gone') return null;
  const style = {
    ...shellColours(primary),
    ...(fontFamily ? { '--aplauso-font': fontFamily } : {}),
  } as CSSProperties;
  return (
    <div
      data-testid="app-loader"
      aria-busy="true"
      className={`aplauso-loader${presence === 'leaving' ? ' aplauso-loader--leaving' : ''}`}
      style={style}
    >
      <div className="aplauso-loader__brand">
        {logoUrl ? (
          <img className="aplauso-loader__logo" src={logoUrl} alt={name} />
        ) : (
          <p className="aplauso-loader__name">{name}</p>
        )}
        {partnerLogoUrl ? (
          <img className="aplauso-loader__partner" src={partnerLogoUrl} alt="" />
        ) : null}
      </div>
      <span className="aplauso-loader__progress" role="progressbar" aria-label={label}>
        <svg viewBox="22 22 44 44" aria-hidden="true">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
      {tagline ? (
        <p
          key={tagline.lang}
          lang={tagline.lang}
          aria-hidden="true"
          className="aplauso-loader__tagline"
        >
          {tagline.text}
        </p>
      ) : null}
    </div>
  );
}
