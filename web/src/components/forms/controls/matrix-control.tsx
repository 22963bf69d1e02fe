// A matrix: every row answered on the same scale. From 600 px a table (rows down, the scale
// across, each radio named by its row and column); narrower, one group of radio buttons per row,
// stacked, so nothing scrolls sideways.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

import type { ControlProps, QuestionOf } from './control-props';

type MatrixProps = ControlProps<QuestionOf<'matrix'>>;

function answersOf(value: MatrixProps['value']): Record<string, string> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function MatrixControl(props: MatrixProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  return wide ? <MatrixTable {...props} /> : <MatrixStack {...props} />;
}

function MatrixTable({ question, ids, value, onChange, onBlur, disabled }: MatrixProps) {
  const answers = answersOf(value);
  const columnId = (index: number) => `${ids.control}-column-${index}`;
  const rowId = (index: number) => `${ids.control}-row-${index}`;
  const cell = {
    px: 1,
    py: 0.75,
    borderBottom: 1,
    borderColor: 'divider',
    overflowWrap: 'anywhere',
  } as const;
  return (
    <Box
      component="table"
      onBlur={onBlur}
      sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
    >
      <thead>
        <tr>
          <Box component="td" sx={{ ...cell, width: '34%' }} />
          {question.options.map((option, index) => (
            <Box
              component="th"
              scope="col"
              key={option.id}
              id={columnId(index)}
              sx={{ ...cell, typography: 'body2', fontWeight: 600, textAlign: 'center' }}
            >
              {option.label}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {question.rows.map((row, rowIndex) => (
          <tr key={row.id}>
            <Box
              component="th"
              scope="row"
              id={rowId(rowIndex)}
              sx={{ ...cell, typography: 'body2', textAlign: 'left', fontWeight: 400 }}
            >
              {row.label}
            </Box>
            {question.options.map((option, columnIndex) => (
              <Box component="td" key={option.id} sx={{ ...cell, textAlign: 'center' }}>
                <Radio
                  name={`${ids.control}-${row.id}`}
                  value={option.id}
                  checked={answers[row.id] === option.id}
                  disabled={disabled}
                  onChange={() => onChange({ ...answers, [row.id]: option.id })}
                  slotProps={{
                    input: {
                      'aria-labelledby': `${rowId(rowIndex)} ${columnId(columnIndex)}`,
                    },
                  }}
                />
              </Box>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function MatrixStack({ question, ids, value, onChange, onBlur, disabled }: MatrixProps) {
  const answers = answersOf(value);
  return (
    <Box onBlur={onBlur} sx={{ display: 'grid', gap: 2 }}>
      {question.rows.map((row, rowIndex) => {
        const labelId = `${ids.control}-row-${rowIndex}`;
        return (
          <Box key={row.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
            <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
              {row.label}
            </Typography>
            <RadioGroup
              name={`${ids.control}-${row.id}`}
              aria-labelledby={labelId}
              value={answers[row.id] ?? ''}
              onChange={(event) => onChange({ ...answers, [row.id]: event.target.value })}
            >
              {question.options.map((option) => (
                <FormControlLabel
                  key={option.id}
                  value={option.id}
                  disabled={disabled}
                  label={option.label}
                  control={<Radio size="small" />}
                />
              ))}
            </RadioGroup>
          </Box>
        );
      })}
    </Box>
  );
}
