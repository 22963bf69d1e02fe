import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';

import { TAGLINE_INTERVAL_MS, TAGLINES } from './taglines';
import { useRotatingIndex } from './use-rotating-index';

export type LoaderProps = {
  open?: boolean;
  /** Accessible name of the progress indicator. */
  label: string;
  orgName?: string | null;
  logoUrl?: string | null;
  partnerLogoUrl?: string | null;
};

/** Full-screen loader: the organisation's logo, the partner logo when configured, and the
 *  product tagline rotating through five languages. */
export function Loader({ open = true, label, orgName, logoUrl, partnerLogoUrl }: LoaderProps) {
  const index = useRotatingIndex(TAGLINES.length, TAGLINE_INTERVAL_MS, open);
  const tagline = TAGLINES[index] ?? TAGLINES[0];
  const name = orgName || 'Aplauso';
  return (
    <Fade in={open} appear={false} unmountOnExit timeout={{ exit: 250 }}>
      <Box
        data-testid="app-loader"
        aria-busy="true"
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: (theme) => theme.zIndex.modal + 10,
          bgcolor: 'background.default',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          px: 3,
          textAlign: 'center',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 3,
            flexWrap: 'wrap',
            justifyContent: 'center',
          }}
        >
          {logoUrl ? (
            <Box component="img" src={logoUrl} alt={name} sx={{ maxHeight: 72, maxWidth: 220 }} />
          ) : (
            <Typography component="p" variant="h1" color="primary" sx={{ fontSize: '2.25rem' }}>
              {name}
            </Typography>
          )}
          {partnerLogoUrl ? (
            <Box
              component="img"
              src={partnerLogoUrl}
              alt=""
              sx={{ maxHeight: 56, maxWidth: 180 }}
            />
          ) : null}
        </Box>
        <CircularProgress aria-label={label} size={36} />
        {tagline ? (
          <Typography
            key={tagline.lang}
            lang={tagline.lang}
            aria-hidden="true"
            variant="subtitle1"
            color="text.secondary"
            sx={{
              minHeight: '1.75em',
              '@media (prefers-reduced-motion: no-preference)': {
                animation: 'aplauso-tagline-in 400ms ease-out',
              },
              '@keyframes aplauso-tagline-in': {
                from: { opacity: 0, transform: 'translateY(4px)' },
                to: { opacity: 1, transform: 'none' },
              },
            }}
          >
            {tagline.text}
          </Typography>
        ) : null}
      </Box>
    </Fade>
  );
}
