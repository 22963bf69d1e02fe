import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';

import type { NavItem } from './nav-types';

export type NavListProps = {
  items: readonly NavItem[];
  label: string;
  onNavigate?: () => void;
};

/** The module navigation: one link per enabled module; the current page is marked. */
export function NavList({ items, label, onNavigate }: NavListProps) {
  return (
    <nav aria-label={label}>
      <List>
        {items.map((item) => (
          <ListItem key={item.key} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              sx={{
                mx: 1,
                borderRadius: 1,
                '&.active': {
                  bgcolor: 'action.selected',
                  color: 'primary.dark',
                  fontWeight: 700,
                  '& .MuiListItemIcon-root': { color: 'primary.dark' },
                },
              }}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
