// A list reordered by dragging an entry's handle (dnd-kit), with the pointer or the keyboard:
// Space or Enter picks the entry up, the arrow keys move it, Space or Enter drops it, Escape puts
// it back; screen readers hear each step in the UI language. The builder's items and each
// item's options use it.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DraggableAttributes,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
  type useSortable,
} from '@dnd-kit/sortable';
import DragIndicator from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SortableListProps = {
  ids: readonly string[];
  /** An entry's name as the announcements say it ("Pregunta 2: ¿Cómo te sientes?"). */
  nameOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
};

export function SortableList({ ids, nameOf, onMove, children }: SortableListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  // Where the entry was last announced: being over its own place when picked up is not a move
  // (the pick-up is what is heard), coming back to it later is.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const total = ids.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('forms.admin.sort.picked', {
        name: nameOf(String(active.id)),
        position: position(active.id),
        total,
      });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t('forms.admin.sort.over', {
        name: nameOf(String(active.id)),
        position: position(over.id),
        total,
      });
    },
    onDragEnd: ({ active, over }) =>
      t('forms.admin.sort.dropped', {
        name: nameOf(String(active.id)),
        position: position(over?.id ?? active.id),
        total,
      }),
    onDragCancel: ({ active }) =>
      t('forms.admin.sort.cancelled', {
        name: nameOf(String(active.id)),
        position: position(active.id),
      }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('forms.admin.sort.instructions') },
      }}
      onDragEnd={({ active, over }) => {
        if (!over || active.id === over.id) return;
        const from = ids.indexOf(String(active.id));
        const to = ids.indexOf(String(over.id));
        if (from >= 0 && to >= 0) onMove(from, to);
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** What a handle needs of its entry (useSortableEntry). */
export type HandleProps = {
  setActivator: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: ReturnType<typeof useSortable>['listeners'];
  dragging: boolean;
};

/** The button that drags its entry (pointer), or picks it up (Space or Enter). */
export function DragHandle({ handle, label }: { handle: HandleProps; label: string }) {
  const { setActivator, attributes, listeners, dragging } = handle;
  return (
    <IconButton
      ref={setActivator}
      {...attributes}
      {...listeners}
      aria-label={label}
      size="small"
      sx={{ cursor: dragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <DragIndicator fontSize="small" />
    </IconButton>
  );
}
