// Tasks on the home: the card of the person's tasks for today and the overdue ones.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { homeTasksFilters, tasksQueryOptions } from './api/tasks';

export const home: HomeSlots = {
  cards: [
    {
      id: 'myTasks',
      order: 13,
      module: 'tasks',
      queries: () => homeTasksFilters.map((filter) => tasksQueryOptions(filter)),
      component: lazyComponent(() => import('./components/my-tasks-card'), 'MyTasksCard'),
    },
  ],
};
