import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { titleOf } from './draft';
import { ItemEditor, type ItemEditorProps } from './item-editor';
import { ITEM_ICONS } from './item-types';
import { DragHandle } from './sortable-list';
import { useSortableEntry } from './use-sortable-entry';

export type ItemCardProps = Omit<ItemEditorProps, 'focusTitle'> & {
  /** "Pregunta 3" (null for sections and statements). */
  number: number | null;
  /** How the item is named to screen readers and in its buttons. */
  name: string;
  expanded: boolean;
  onToggle: () => void;
  /** The problems shown, counted. */
  problems: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (by: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  /** The item was just added: its first field takes the focus. */
  fresh: boolean;
};

/** An item of the form in the builder: a card with its drag handle, kind, title, problems and
 *  actions; open, its editor. */
export function ItemCard(props: ItemCardProps) {
  const { item, number, name, expanded, onToggle, problems, language } = props;
  const { t } = useTranslation();
  const id = useId();
  const { setNode, style, dragging, handle } = useSortableEntry(item.id);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const Icon = ITEM_ICONS[item.type];
  const typeName = t(`forms.admin.types.${item.type}`);
  const title = titleOf(item, language);
  const conditioned = Boolean(item.show_if || item.hide_if);
  const act = (action: () => void) => () => {
    setMenu(null);
    action();
  };

  return (
    <Box component="li" ref={setNode} style={style} data-form-item={item.id}>
      <Paper
        variant="outlined"
        component="article"
        aria-labelledby={`${id}-name`}
        sx={{
          borderColor: problems > 0 ? 'error.main' : expanded ? 'primary.main' : undefined,
          boxShadow: dragging ? 4 : undefined,
        }}
      >
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', p: 0.5, pr: 1 }}>
          <DragHandle handle={handle} label={t('forms.admin.item.move', { name })} />
          <ButtonBase
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={expanded ? `${id}-editor` : undefined}
            sx={{
              flex: 1,
              minWidth: 0,
              justifyContent: 'flex-start',
              textAlign: 'left',
              borderRadius: 1,
              p: 1,
              gap: 1.5,
            }}
          >
            <Icon color="action" aria-hidden />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography
                variant="caption"
                color="text.secondary"
                component="span"
                sx={{ display: 'block' }}
              >
                {number === null
                  ? typeName
                  : `${t('forms.admin.item.number', { number })} · ${typeName}`}
              </Typography>
              <Typography
                id={`${id}-name`}
                component="span"
                variant="body1"
                sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
                color={title ? 'text.primary' : 'text.secondary'}
              >
                {title || t('forms.admin.item.untitled')}
              </Typography>
            </Box>
            {expanded ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
          </ButtonBase>
          <IconButton
            aria-label={t('forms.admin.item.actions', { name })}
            aria-haspopup="menu"
            onClick={(event) => setMenu(event.currentTarget)}
          >
            <MoreVert />
          </IconButton>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            <MenuItem disabled={props.isFirst} onClick={act(() => props.onMove(-1))}>
              <ListItemIcon>
                <ArrowUpward fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('forms.admin.item.moveUp')}</ListItemText>
            </MenuItem>
            <MenuItem disabled={props.isLast} onClick={act(() => props.onMove(1))}>
              <ListItemIcon>
                <ArrowDownward fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('forms.admin.item.moveDown')}</ListItemText>
            </MenuItem>
            <MenuItem onClick={act(props.onDuplicate)}>
              <ListItemIcon>
                <ContentCopyOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('forms.admin.item.duplicate')}</ListItemText>
            </MenuItem>
            <MenuItem onClick={act(props.onRemove)}>
              <ListItemIcon>
                <DeleteOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('forms.admin.item.remove')}</ListItemText>
            </MenuItem>
          </Menu>
        </Stack>
        {!expanded && (problems > 0 || item.required || conditioned) ? (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 1.5 }}>
            {problems > 0 ? (
              <Chip
                size="small"
                color="error"
                variant="outlined"
                label={t('forms.admin.item.problems', { count: problems })}
              />
            ) : null}
            {item.required ? (
              <Chip size="small" variant="outlined" label={t('forms.admin.item.requiredChip')} />
            ) : null}
            {conditioned ? (
              <Chip size="small" variant="outlined" label={t('forms.admin.item.conditionedChip')} />
            ) : null}
          </Stack>
        ) : null}
        {expanded ? (
          <>
            <Divider />
            <Box id={`${id}-editor`} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
              <ItemEditor {...props} focusTitle={props.fresh} />
            </Box>
          </>
        ) : null}
      </Paper>
    </Box>
  );
}
