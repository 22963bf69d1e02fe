import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useCallback, useMemo, useState, type ReactNode } from 'react';

import { FrameNavContext, type FrameNavRender, type FrameNavValue } from './frame-nav';
import { NavList } from './nav-list';
import type { NavItem } from './nav-types';
import { SkipLink } from './skip-link';

export const NAV_WIDTH = 264;
export const MAIN_CONTENT_ID = 'main-content';

export type AppFrameProps = {
  brand: ReactNode;
  account: ReactNode;
  /** Always-visible actions of the top bar, before the account menu (e.g. "Reconocer"). */
  actions?: ReactNode;
  navItems: readonly NavItem[];
  navLabel: string;
  openMenuLabel: string;
  skipLabel: string;
  children?: ReactNode;
};

/** The application frame: top bar, module navigation (permanent from 900 px, a drawer behind
 *  a menu button below) and the main content area. A screen may replace the navigation with its
 *  own menu while it is shown (useFrameNav: the admin console's sections). */
export function AppFrame({
  brand,
  account,
  actions,
  navItems,
  navLabel,
  openMenuLabel,
  skipLabel,
  children,
}: AppFrameProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A screen's own menu in place of the modules' (a function in state: wrapped to be stored).
  const [replacement, setReplacement] = useState<{ render: FrameNavRender } | null>(null);
  const handleOpenDrawer = useCallback(() => setDrawerOpen(true), []);
  const handleCloseDrawer = useCallback(() => setDrawerOpen(false), []);
  const frameNav = useMemo<FrameNavValue>(
    () => ({
      setNav: (render) => setReplacement(render ? { render } : null),
      openNav: handleOpenDrawer,
    }),
    [handleOpenDrawer],
  );
  const navigation = (onNavigate?: () => void) =>
    replacement ? (
      replacement.render(onNavigate)
    ) : (
      <NavList items={navItems} label={navLabel} onNavigate={onNavigate} />
    );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} label={skipLabel} />
      <AppBar
        position="fixed"
        color="primary"
        elevation={1}
        sx={{ zIndex: (theme) => ({ md: theme.zIndex.drawer + 1 }) }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={openMenuLabel}
            aria-controls="app-navigation-drawer"
            aria-expanded={drawerOpen}
            onClick={handleOpenDrawer}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', minWidth: 0 }}>
            {brand}
          </Box>
          {actions}
          {account}
        </Toolbar>
      </AppBar>

      <Drawer
        id="app-navigation-drawer"
        variant="temporary"
        open={drawerOpen}
        onClose={handleCloseDrawer}
        ModalProps={{ keepMounted: false }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: NAV_WIDTH } }}
      >
        <Toolbar />
        {navigation(handleCloseDrawer)}
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          width: NAV_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: NAV_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        {navigation()}
      </Drawer>

      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 2, sm: 3 },
          outline: 'none',
        }}
      >
        <Toolbar />
        <FrameNavContext.Provider value={frameNav}>{children}</FrameNavContext.Provider>
      </Box>
    </Box>
  );
}
