-- Tasks (issue 30, engagement.md §8; docs/tasks.md, ADR 0056): the organisation's one to-do
-- list. A task has assignees, a creator, a due day (the organisation's, YYYY-MM-DD), a priority,
-- a status (blocked is computed from its dependencies), a proof policy, attachments, comments
-- and a source (manual, a template's run, or another module's record). Templates start runs of
-- tasks due relative to an anchor day; the daily job reminds assignees of tasks due today once.
CREATE TABLE task_templates (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  name_en TEXT,
  -- manual, person_created, cycle_launched
  trigger_kind TEXT NOT NULL,
  -- hire_date, start_date
  anchor TEXT NOT NULL,
  active {{BOOL}} NOT NULL DEFAULT 1,
  -- [{key, title, description, offset_days, assignee_role, person_id, priority, proof, depends_on}]
  items {{JSON}} NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  CHECK (trigger_kind IN ('manual', 'person_created', 'cycle_launched')),
  CHECK (anchor IN ('hire_date', 'start_date'))
);
CREATE INDEX task_templates_trigger ON task_templates (org_id, trigger_kind, active);

-- One run per template, subject and anchor day (a second start is refused: run_exists). The
-- template's name is copied so a run outlives its template (template_id then NULL).
CREATE TABLE task_runs (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  template_id BIGINT REFERENCES task_templates(id),
  template_name TEXT NOT NULL,
  template_name_en TEXT,
  subject_id BIGINT NOT NULL REFERENCES users(id),
  anchor_on TEXT NOT NULL,
  started_by BIGINT REFERENCES users(id),
  started_at {{TIMESTAMP}} NOT NULL,
  UNIQUE (org_id, template_id, subject_id, anchor_on)
);
CREATE INDEX task_runs_subject ON task_runs (org_id, subject_id, id);
CREATE INDEX task_runs_list ON task_runs (org_id, id);

CREATE TABLE tasks (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  creator_id BIGINT NOT NULL REFERENCES users(id),
  due_on TEXT,
  -- low, normal, high, urgent
  priority TEXT NOT NULL DEFAULT 'normal',
  -- pending, in_progress, done, skipped
  status TEXT NOT NULL DEFAULT 'pending',
  -- none, attachment
  proof TEXT NOT NULL DEFAULT 'none',
  -- manual, template, survey_action, evaluation, program, complaint, health_safety
  source_kind TEXT NOT NULL DEFAULT 'manual',
  source_id BIGINT,
  source_label TEXT,
  run_id BIGINT REFERENCES task_runs(id),
  completed_at {{TIMESTAMP}},
  completed_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
  CHECK (status IN ('pending', 'in_progress', 'done', 'skipped')),
  CHECK (proof IN ('none', 'attachment'))
);
CREATE INDEX tasks_creator ON tasks (org_id, creator_id, id);
CREATE INDEX tasks_source ON tasks (org_id, source_kind, source_id);
CREATE INDEX tasks_run ON tasks (org_id, run_id);
-- The due-today job: open tasks of a day.
CREATE INDEX tasks_due ON tasks (org_id, due_on, status);

-- Who does a task. The task's status and due day are copied here (written with the task) so a
-- person's list and its tabs' counts read one index: assignee + status + due day.
CREATE TABLE task_assignees (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  task_id BIGINT NOT NULL REFERENCES tasks(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  status TEXT NOT NULL,
  due_on TEXT,
  PRIMARY KEY (org_id, task_id, user_id)
);
CREATE INDEX task_assignees_list ON task_assignees (org_id, user_id, status, due_on, task_id);

-- Task task_id waits for depends_on (done or skipped) before it can start or be done.
CREATE TABLE task_dependencies (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  task_id BIGINT NOT NULL REFERENCES tasks(id),
  depends_on BIGINT NOT NULL REFERENCES tasks(id),
  PRIMARY KEY (org_id, task_id, depends_on)
);
CREATE INDEX task_dependencies_on ON task_dependencies (org_id, depends_on);

-- Finished task-attachment uploads of the people on the task.
CREATE TABLE task_attachments (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  task_id BIGINT NOT NULL REFERENCES tasks(id),
  storage_key TEXT NOT NULL,
  file_name TEXT NOT NULL,
  added_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  UNIQUE (org_id, task_id, storage_key)
);

CREATE TABLE task_comments (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  task_id BIGINT NOT NULL REFERENCES tasks(id),
  author_id BIGINT NOT NULL REFERENCES users(id),
  body TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX task_comments_task ON task_comments (org_id, task_id, id);

-- The due-today reminder of a task on a day: once.
CREATE TABLE task_reminders (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  task_id BIGINT NOT NULL REFERENCES tasks(id),
  day TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, task_id, day)
);
