import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import TextSnippetOutlined from '@mui/icons-material/TextSnippetOutlined';
import { useTranslation } from 'react-i18next';

import { kindOfType, type FileKind } from '../lib/file-rules';

const ICONS = {
  pdf: PictureAsPdfOutlined,
  image: ImageOutlined,
  text: TextSnippetOutlined,
  sheet: TableChartOutlined,
  document: DescriptionOutlined,
  slides: SlideshowOutlined,
  other: InsertDriveFileOutlined,
} as const satisfies Record<FileKind, unknown>;

/** The icon of a file's type, named for screen readers ("PDF", "Imagen"…). */
export function FileKindIcon({ contentType }: { contentType: string }) {
  const { t } = useTranslation();
  const kind = kindOfType(contentType);
  const Icon = ICONS[kind];
  return (
    <Icon
      role="img"
      aria-label={t(`files.kinds.${kind}`)}
      aria-hidden={false}
      fontSize="small"
      color={kind === 'pdf' ? 'error' : 'action'}
    />
  );
}
