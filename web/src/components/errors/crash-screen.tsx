import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { CRASH_SCREEN_TEXT, CRASH_TECHNICAL_DETAILS_ENABLED } from './error-texts';
import { pageControls } from './reload-page';

export type CrashScreenProps = { message: string; showTechnicalDetails?: boolean };

/** Last-resort screen of the top-level boundary. Rendered outside the providers, so it uses
 *  fixed texts and MUI's default theme, and only components already in the first load. */
export function CrashScreen({
  message,
  showTechnicalDetails = CRASH_TECHNICAL_DETAILS_ENABLED,
}: CrashScreenProps) {
  return (
    <Box
      component="main"
      role="alert"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
        fontFamily: 'Lato, "Helvetica Neue", Arial, sans-serif',
      }}
    >
      <Typography variant="h4" component="h1">
        {CRASH_SCREEN_TEXT.title}
      </Typography>
      <Typography>{CRASH_SCREEN_TEXT.body}</Typography>
      <Box
        component="button"
        type="button"
        onClick={pageControls.reload}
        sx={{
          font: 'inherit',
          fontWeight: 700,
          cursor: 'pointer',
          border: 0,
          borderRadius: 1,
          px: 3,
          py: 1.25,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.dark',
            outlineOffset: 2,
          },
        }}
      >
        {CRASH_SCREEN_TEXT.refresh}
      </Box>
      {showTechnicalDetails ? (
        <Box component="pre" sx={{ maxWidth: '100%', overflow: 'auto', textAlign: 'left' }}>
          {message}
        </Box>
      ) : null}
    </Box>
  );
}
