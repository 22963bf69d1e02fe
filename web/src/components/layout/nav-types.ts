import type { ReactNode } from 'react';

/** One entry of the side navigation. */
export type NavItem = {
  key: string;
  label: string;
  to: string;
  icon: ReactNode;
  /** Active only on an exact path match (the home entry). */
  end?: boolean;
};
