import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import { boxName, boxOf, BOXES, sameBox } from '../box-words';
import type { Box as NineBoxCell, CalibrationPerson, CalibrationView } from '../types';

import { PersonChip } from './person-chip';

export type NineBoxProps = {
  view: CalibrationView;
  editable: boolean;
  onMove: (person: CalibrationPerson, to: NineBoxCell) => void;
  onHistory: (person: CalibrationPerson) => void;
};

/** The 9-box (performance 1–3 across, potential 1–3 upwards), each box named in words with its
 *  count and its people; on phones the boxes stack, the best first. */
export function NineBox({ view, editable, onMove, onHistory }: NineBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const people = (box: NineBoxCell) =>
    view.cells.find((cell) => sameBox(cell, box))?.participants ?? [];
  const everyone = [...view.cells.flatMap((cell) => cell.participants), ...view.unrated];
  const drop = (box: NineBoxCell, participantId: string) => {
    const person = everyone.find((entry) => String(entry.id) === participantId);
    if (person && !sameBox(boxOf(person.current), box)) onMove(person, box);
  };

  return (
    <Stack spacing={1}>
      <Typography id={`${id}-title`} variant="h3" component="h3">
        {t('evaluations.admin.calibration.grid')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(
          editable
            ? 'evaluations.admin.calibration.gridHelp'
            : 'evaluations.admin.calibration.gridReadOnly',
        )}
      </Typography>
      <Box
        role="group"
        aria-labelledby={`${id}-title`}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {BOXES.map((box) => (
          <Cell
            key={`${box.performance}-${box.potential}`}
            box={box}
            people={people(box)}
            editable={editable}
            onDropPerson={(participantId) => drop(box, participantId)}
            onMove={onMove}
            onHistory={onHistory}
          />
        ))}
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: { xs: 'none', md: 'block' } }}
      >
        {t('evaluations.admin.calibration.axes')}
      </Typography>
    </Stack>
  );
}

function Cell({
  box,
  people,
  editable,
  onDropPerson,
  onMove,
  onHistory,
}: {
  box: NineBoxCell;
  people: CalibrationPerson[];
  editable: boolean;
  onDropPerson: (participantId: string) => void;
  onMove: (person: CalibrationPerson, to: NineBoxCell) => void;
  onHistory: (person: CalibrationPerson) => void;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const id = useId();
  const [over, setOver] = useState(false);
  // High/high is the strongest box, low/low the weakest: a faint tint says where a box sits.
  const strength = box.performance + box.potential;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      data-box={`${box.performance}-${box.potential}`}
      onDragOver={
        editable
          ? (event) => {
              event.preventDefault();
              setOver(true);
            }
          : undefined
      }
      onDragLeave={() => setOver(false)}
      onDrop={
        editable
          ? (event) => {
              event.preventDefault();
              setOver(false);
              onDropPerson(event.dataTransfer.getData('text/plain'));
            }
          : undefined
      }
      sx={{
        p: 1.5,
        minHeight: { md: 140 },
        borderColor: over ? 'primary.main' : 'divider',
        borderWidth: over ? 2 : 1,
        bgcolor: strength >= 5 ? 'action.hover' : 'background.paper',
      }}
    >
      <Stack spacing={1}>
        <Typography id={`${id}-title`} variant="subtitle2" component="h4">
          {t('evaluations.admin.calibration.cell', {
            box: boxName(t, box),
            count: people.length,
            number: format.number(people.length),
          })}
        </Typography>
        {people.length > 0 ? (
          <Stack
            component="ul"
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
          >
            {people.map((person) => (
              <Box component="li" key={person.id} sx={{ maxWidth: '100%' }}>
                <PersonChip
                  person={person}
                  editable={editable}
                  onMove={onMove}
                  onHistory={onHistory}
                />
              </Box>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
