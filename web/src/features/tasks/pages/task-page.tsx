import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { LoadingBlock } from '@/components/feedback/loading-block';
import { NotFound } from '@/components/not-found';
import { paths } from '@/config/paths';

import { TaskDetail } from './task-detail';
import { taskIdOf } from './task-id';

/** `/tasks/:taskId`: one task on its own page (phones). */
export function TaskPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const taskId = taskIdOf(useParams().taskId);
  if (taskId === null) return <NotFound />;
  return (
    <Suspense fallback={<LoadingBlock label={t('tasks.detail.loading')} />}>
      <TaskDetail taskId={taskId} onClose={() => void navigate(paths.tasks)} />
    </Suspense>
  );
}
