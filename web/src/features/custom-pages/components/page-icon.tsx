import type { PageIconName } from '../api/pages';

import { PAGE_ICONS } from './page-icons';

/** A page's icon; a sheet of paper when it has none. */
export function PageIcon({ name }: { name: PageIconName | null | undefined }) {
  const Icon = PAGE_ICONS[name ?? 'article'];
  return <Icon />;
}
