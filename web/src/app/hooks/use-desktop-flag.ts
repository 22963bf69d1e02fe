import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';

import { useAppStore } from '@/stores/app-store';

/** Keeps the store's device.isDesktop in step with the 900 px breakpoint. */
export function useDesktopFlag(): void {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const setIsDesktop = useAppStore((state) => state.setIsDesktop);
  useEffect(() => {
    setIsDesktop(isDesktop);
  }, [isDesktop, setIsDesktop]);
}
