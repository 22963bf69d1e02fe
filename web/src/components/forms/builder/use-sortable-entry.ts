import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import type { HandleProps } from './sortable-list';

/** An entry of a SortableList: its box's element setter and style, and its handle's props. */
export function useSortableEntry(id: string) {
  const { t } = useTranslation();
  const sortable = useSortable({
    id,
    attributes: { roleDescription: t('forms.admin.sort.roleDescription') },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 2 : undefined,
  };
  const handle: HandleProps = {
    setActivator: sortable.setActivatorNodeRef,
    attributes: sortable.attributes,
    listeners: sortable.listeners,
    dragging: sortable.isDragging,
  };
  return { setNode: sortable.setNodeRef, style, dragging: sortable.isDragging, handle };
}
