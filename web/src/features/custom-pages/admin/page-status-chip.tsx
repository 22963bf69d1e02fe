import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import type { PageStatus } from '../api/admin-pages';

const COLOR = { draft: 'default', published: 'success', archived: 'warning' } as const;

export function PageStatusChip({ status }: { status: PageStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" color={COLOR[status]} label={t(`customPages.admin.statuses.${status}`)} />
  );
}
