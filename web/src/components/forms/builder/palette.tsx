import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ItemType } from '@/lib/forms/types';

import { ITEM_ICONS, PALETTE } from './item-types';

export type PaletteProps = { onAdd: (type: ItemType) => void };

/** Every kind of item, in groups, as a list beside the form (wide screens). */
export function PaletteList({ onAdd }: PaletteProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`}>
      <List dense disablePadding>
        <ListSubheader id={`${id}-title`} sx={{ fontWeight: 700, lineHeight: 2.5, pt: 1 }}>
          {t('forms.admin.palette.title')}
        </ListSubheader>
        {PALETTE.map(({ group, types }) => (
          <Fragment key={group}>
            <ListSubheader sx={{ lineHeight: 2.5 }}>
              {t(`forms.admin.palette.groups.${group}`)}
            </ListSubheader>
            {types.map((type) => {
              const Icon = ITEM_ICONS[type];
              return (
                <ListItem key={type} disablePadding>
                  <ListItemButton
                    onClick={() => onAdd(type)}
                    aria-label={t('forms.admin.palette.add', {
                      type: t(`forms.admin.types.${type}`),
                    })}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={t(`forms.admin.types.${type}`)} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </Fragment>
        ))}
      </List>
    </Paper>
  );
}

/** Every kind of item, in groups, behind one button (phones and narrow windows). */
export function PaletteMenu({ onAdd }: PaletteProps) {
  const { t } = useTranslation();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Add />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('forms.admin.palette.open')}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {PALETTE.flatMap(({ group, types }) => [
          <ListSubheader key={group} sx={{ lineHeight: 2.5 }}>
            {t(`forms.admin.palette.groups.${group}`)}
          </ListSubheader>,
          ...types.map((type) => {
            const Icon = ITEM_ICONS[type];
            return (
              <MenuItem
                key={type}
                onClick={() => {
                  setAnchor(null);
                  onAdd(type);
                }}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t(`forms.admin.types.${type}`)}</ListItemText>
              </MenuItem>
            );
          }),
        ])}
      </Menu>
    </>
  );
}
