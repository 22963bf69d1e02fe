// The console's goals section (api/modules/goals.yaml, admins): the goal categories (which may
// be corporate values) and the module's settings (check-in nudges, the health deltas).
import { mutationOptions, type MutationFunctionContext } from '@tanstack/react-query';

import { getData, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';

import { keyRoots } from './query-keys';
import type { GoalCategory, GoalCategoryInput, GoalSettings } from './types';

const ADMIN = keyRoots.adminGoals;

export const adminGoalKeys = {
  categories: () => [...ADMIN, 'categories'] as const,
  settings: () => [...ADMIN, 'settings'] as const,
};

export const adminCategoriesQueryOptions = () =>
  readQueryOptions(adminGoalKeys.categories(), (options) =>
    getData<GoalCategory[]>('/org/goals/categories', options),
  );

export const goalSettingsQueryOptions = () =>
  readQueryOptions(adminGoalKeys.settings(), (options) =>
    getData<GoalSettings>('/org/goals/settings', options),
  );

/** Categories change what members' filters and forms offer: both caches are read again. */
const refreshCategories = async (
  _data: unknown,
  _variables: unknown,
  _result: unknown,
  { client }: MutationFunctionContext,
) => {
  await client.invalidateQueries({ queryKey: ADMIN });
  await client.invalidateQueries({ queryKey: keyRoots.goals });
};

/** POST /org/goals/categories, or PUT /org/goals/categories/{id} (with `active`). */
export const saveCategoryMutation = (categoryId: number | null) =>
  mutationOptions({
    mutationFn: (body: GoalCategoryInput) =>
      categoryId === null
        ? sendData<GoalCategory>('POST', '/org/goals/categories', body)
        : sendData<GoalCategory>('PUT', `/org/goals/categories/${categoryId}`, body),
    onSuccess: refreshCategories,
  });

/** DELETE /org/goals/categories/{id}: 409 category_in_use when goals use it (deactivate). */
export const deleteCategoryMutation = () =>
  mutationOptions({
    mutationFn: (categoryId: number) =>
      sendData<null>('DELETE', `/org/goals/categories/${categoryId}`),
    onSuccess: refreshCategories,
  });

/** PUT /org/goals/settings. */
export const saveGoalSettingsMutation = () =>
  mutationOptions({
    mutationFn: (body: GoalSettings) => sendData<GoalSettings>('PUT', '/org/goals/settings', body),
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: ADMIN }),
  });

/** GET /values: the organisation's active corporate values (a category may be one). */
export const categoryValuesQueryOptions = () =>
  readQueryOptions([...ADMIN, 'values'] as const, (options) =>
    getData<{ id: number; name: string }[]>('/values', options),
  );
