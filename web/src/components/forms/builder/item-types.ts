// The palette: every kind of item a form may have (lib/forms/types.ts), in groups, each with its
// icon. Their names are the glossary's forms.admin.types.<type>.
import ArrowDropDownCircleOutlined from '@mui/icons-material/ArrowDropDownCircleOutlined';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LinearScale from '@mui/icons-material/LinearScale';
import Notes from '@mui/icons-material/Notes';
import Numbers from '@mui/icons-material/Numbers';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import ShortText from '@mui/icons-material/ShortText';
import StarBorder from '@mui/icons-material/StarBorder';
import ThumbsUpDownOutlined from '@mui/icons-material/ThumbsUpDownOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

import type { ItemType } from '@/lib/forms/types';

export type PaletteGroup = 'choice' | 'scale' | 'input' | 'layout';

export const PALETTE: readonly { group: PaletteGroup; types: readonly ItemType[] }[] = [
  { group: 'choice', types: ['single_choice', 'multiple_choice', 'dropdown', 'yes_no', 'ranking'] },
  { group: 'scale', types: ['likert', 'rating', 'number', 'matrix'] },
  { group: 'input', types: ['short_text', 'long_text', 'date', 'file_upload', 'person'] },
  { group: 'layout', types: ['section', 'statement'] },
];

export const ITEM_ICONS: Record<ItemType, ComponentType<SvgIconProps>> = {
  single_choice: RadioButtonChecked,
  multiple_choice: CheckBoxOutlined,
  dropdown: ArrowDropDownCircleOutlined,
  yes_no: ThumbsUpDownOutlined,
  ranking: FormatListNumbered,
  likert: LinearScale,
  rating: StarBorder,
  number: Numbers,
  matrix: GridOnOutlined,
  short_text: ShortText,
  long_text: Notes,
  date: EventOutlined,
  file_upload: UploadFileOutlined,
  person: PersonOutlined,
  section: ViewAgendaOutlined,
  statement: InfoOutlined,
};
