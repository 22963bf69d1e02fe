// Tasks' part of the signed-in frame: the listener that reads the person's tasks again when one
// is assigned to them (live) or a notification arrives.
import type { FrameSlots } from '@/lib/modules/frame';

import { TasksListener } from './components/tasks-listener';

export const frame: FrameSlots = {
  overlays: [{ id: 'tasksAppended', module: 'tasks', order: 32, Component: TasksListener }],
};
