import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { boxName, boxOf, BOXES, sameBox } from '../box-words';
import type { Box, CalibrationPerson } from '../types';

export type PersonChipProps = {
  person: CalibrationPerson;
  /** Moves may be made (the calibration phase). */
  editable: boolean;
  onMove: (person: CalibrationPerson, to: Box) => void;
  onHistory: (person: CalibrationPerson) => void;
};

/** A person in the 9-box: a chip opening a menu ("Mover a…" each other box, the history); it can
 *  also be dragged to a box. A person moved away from the leader's proposal says so in words. */
export function PersonChip({ person, editable, onMove, onHistory }: PersonChipProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = person.person.full_name;
  const current = boxOf(person.current);
  const proposed = boxOf(person.proposed);
  const moved = current !== null && proposed !== null && !sameBox(current, proposed);
  const label = moved ? t('evaluations.admin.calibration.moved', { name }) : name;
  const close = () => setAnchor(null);
  return (
    <>
      <Chip
        label={label}
        variant={moved ? 'filled' : 'outlined'}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={t('evaluations.admin.calibration.personActions', { name: label })}
        draggable={editable}
        onDragStart={(event) => {
          event.dataTransfer.setData('text/plain', String(person.id));
          event.dataTransfer.effectAllowed = 'move';
        }}
        data-participant={String(person.id)}
        sx={{ maxWidth: '100%', cursor: editable ? 'grab' : 'pointer' }}
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <ListSubheader role="presentation">
          {proposed
            ? t('evaluations.admin.calibration.proposed', { box: boxName(t, proposed) })
            : t('evaluations.admin.calibration.noProposal')}
        </ListSubheader>
        {editable ? (
          <ListSubheader role="presentation">
            {t('evaluations.admin.calibration.moveTo')}
          </ListSubheader>
        ) : null}
        {editable
          ? BOXES.filter((box) => !sameBox(box, current)).map((box) => (
              <MenuItem
                key={`${box.performance}-${box.potential}`}
                onClick={() => {
                  close();
                  onMove(person, box);
                }}
              >
                {t('evaluations.admin.calibration.moveToBox', { box: boxName(t, box) })}
              </MenuItem>
            ))
          : null}
        {editable ? <Divider /> : null}
        <MenuItem
          onClick={() => {
            close();
            onHistory(person);
          }}
        >
          {t('evaluations.admin.calibration.history')}
        </MenuItem>
      </Menu>
    </>
  );
}
