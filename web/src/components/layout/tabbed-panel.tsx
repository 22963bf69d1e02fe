import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';

export type TabItem<T extends string> = { value: T; label: string };

export type TabbedPanelProps<T extends string> = {
  /** Prefix of the tabs' and the panel's ids ("profile" → profile-tab-sent, profile-panel). */
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Tabs that may not fit a phone scroll sideways, with buttons. */
  scrollable?: boolean;
  tabsSx?: SxProps<Theme>;
  /** The selected tab's content. */
  children: ReactNode;
};

/** Tabs and the one panel they control, wired for assistive technology (each tab controls the
 *  panel; the panel is labelled by the selected tab). */
export function TabbedPanel<T extends string>({
  idPrefix,
  label,
  tabs,
  value,
  onChange,
  scrollable = false,
  tabsSx,
  children,
}: TabbedPanelProps<T>) {
  const panelId = `${idPrefix}-panel`;
  return (
    <>
      <Tabs
        value={value}
        onChange={(_, next: T) => onChange(next)}
        aria-label={label}
        variant={scrollable ? 'scrollable' : 'standard'}
        allowScrollButtonsMobile={scrollable}
        sx={tabsSx}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            id={`${idPrefix}-tab-${tab.value}`}
            aria-controls={panelId}
            label={tab.label}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={panelId}
        aria-labelledby={`${idPrefix}-tab-${value}`}
        sx={{ minWidth: 0 }}
      >
        {children}
      </Box>
    </>
  );
}
