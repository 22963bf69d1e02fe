import Close from '@mui/icons-material/Close';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** What a panel of the top bar is given by its host (see LazyPanel). */
export type SidePanelState = { open: boolean; onClose: () => void };

export type SidePanelProps = SidePanelState & {
  /** Its heading (h2), which names the dialog. */
  title: string;
  /** The close button's name ("Cerrar ajustes rápidos"). */
  closeLabel: string;
  children: ReactNode;
};

export const SIDE_PANEL_WIDTH = 440;

/** A panel that slides over the screen from the right: 440 px wide from 600 px, the whole width
 *  (and height) on a phone. A modal dialog named by its heading, with a labelled close button; it
 *  closes on Escape and a click outside, and gives the focus back to what opened it. Its heading
 *  stays in view while its content scrolls. Above the top bar, which would hide its heading. */
export function SidePanel({ open, onClose, title, closeLabel, children }: SidePanelProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: SIDE_PANEL_WIDTH }, maxWidth: '100%' },
        },
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 3 },
          py: 1.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="h2" component="h2" id={titleId} sx={{ minWidth: 0 }}>
          {title}
        </Typography>
        <IconButton aria-label={closeLabel} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Stack>
      <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        {children}
      </Stack>
    </Drawer>
  );
}
