import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';

import { DIRECTIONS, type Direction } from './types';

type Viewer = 'reviewee' | 'leader';

/** The parts each viewer's row has: the leader always sees their own review. */
const PARTS: Record<Viewer, readonly Direction[]> = {
  reviewee: DIRECTIONS,
  leader: ['self', 'peer', 'upward'],
};

/** Named parts may show by name or be hidden; anonymous ones as an aggregate or hidden. */
const CHOICES = (direction: Direction) =>
  direction === 'self' || direction === 'leader'
    ? (['named', 'hidden'] as const)
    : (['aggregate', 'hidden'] as const);

/** What the reviewee and their leader see of a packet (EVA-1): a select per viewer and part,
 *  inside the surrounding cycle form (`visibility.<viewer>.<part>`). */
export function VisibilityMatrix({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { register } = useFormContext();
  return (
    <Stack spacing={1}>
      <Typography id={`${id}-title`} sx={{ fontWeight: 600 }}>
        {t('evaluations.admin.visibility.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('evaluations.admin.visibility.help')}
      </Typography>
      <TableScroll label={t('evaluations.admin.visibility.title')} variant="border">
        <Table size="small" aria-labelledby={`${id}-title`}>
          <TableHead>
            <TableRow>
              <TableCell>{t('evaluations.admin.visibility.viewer')}</TableCell>
              {DIRECTIONS.map((direction) => (
                <TableCell key={direction}>
                  {t(`evaluations.admin.direction.${direction}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(['reviewee', 'leader'] as const).map((viewer) => (
              <TableRow key={viewer}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {t(`evaluations.admin.visibility.viewers.${viewer}`)}
                </TableCell>
                {DIRECTIONS.map((direction) => {
                  if (!PARTS[viewer].includes(direction))
                    return (
                      <TableCell key={direction}>
                        <Typography variant="body2">
                          {t('evaluations.admin.visibility.own')}
                        </Typography>
                      </TableCell>
                    );
                  const name = `visibility.${viewer}.${direction}`;
                  const { ref, ...field } = register(name);
                  return (
                    <TableCell key={direction} sx={{ minWidth: 150 }}>
                      <NativeSelect
                        {...field}
                        inputRef={ref}
                        disabled={disabled}
                        input={<OutlinedInput size="small" />}
                        inputProps={{
                          'aria-label': t('evaluations.admin.visibility.cell', {
                            viewer: t(`evaluations.admin.visibility.viewers.${viewer}`),
                            part: t(`evaluations.admin.direction.${direction}`),
                          }),
                        }}
                        fullWidth
                      >
                        {CHOICES(direction).map((choice) => (
                          <option key={choice} value={choice}>
                            {t(`evaluations.admin.visibility.choice.${choice}`)}
                          </option>
                        ))}
                      </NativeSelect>
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
