import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { useNumberFormat } from '@/i18n/use-number-format';

import { treeQueryOptions } from '../api/goals';
import type { TreeNode } from '../api/types';
import { goalPath } from '../paths';

import { GoalProgress } from './goal-progress';
import { HealthChip } from './health-chip';

type Period = { from?: string; to?: string };

/** The company's alignment tree (GOA-7, GOA-★1): the roots first, each goal's children read
 *  when it is opened, the contribution on each link, and a note on goals with several parents
 *  (the same goal shows under each). A WAI-ARIA tree: one tab stop; ↑/↓ move, → opens or goes
 *  to the first child, ← closes or goes to the parent, Home/End, Enter opens the goal. */
export function GoalTree({ period }: { period: Period }) {
  const { t } = useTranslation();
  const roots = useQuery(treeQueryOptions(null, period));
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState<string | null>(null);

  const toggle = (key: string, open?: boolean) =>
    setExpanded((old) => {
      const next = new Set(old);
      if (open ?? !next.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    if (!item) return;
    const all = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('[role="treeitem"]'),
    ).filter((node) => node.closest('[data-collapsed="true"]') === null);
    const index = all.indexOf(item);
    const key = item.dataset.key ?? '';
    const focus = (node: HTMLElement | null | undefined) => {
      if (!node) return;
      setActive(node.dataset.key ?? null);
      node.focus();
    };
    const isOpen = item.getAttribute('aria-expanded') === 'true';
    const hasChildren = item.hasAttribute('aria-expanded');
    switch (event.key) {
      case 'ArrowDown':
        focus(all[index + 1]);
        break;
      case 'ArrowUp':
        focus(all[index - 1]);
        break;
      case 'Home':
        focus(all[0]);
        break;
      case 'End':
        focus(all[all.length - 1]);
        break;
      case 'ArrowRight':
        if (hasChildren && !isOpen) toggle(key, true);
        else if (isOpen) focus(item.querySelector<HTMLElement>('[role="treeitem"]'));
        break;
      case 'ArrowLeft':
        if (isOpen) toggle(key, false);
        else focus(item.parentElement?.closest<HTMLElement>('[role="treeitem"]'));
        break;
      case 'Enter':
        void navigate(goalPath(Number(item.dataset.goal)));
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  if (roots.isPending) return <LoadingBlock label={t('goals.tree.loading')} />;
  if (roots.isError) return <LoadError error={roots.error} onRetry={() => void roots.refetch()} />;
  if (roots.data.items.length === 0) {
    return <Typography color="text.secondary">{t('goals.tree.empty')}</Typography>;
  }
  const firstKey = String(roots.data.items[0]?.id);
  const context: TreeContext = {
    period,
    expanded,
    active: active ?? firstKey,
    toggle,
    setActive,
  };
  return (
    <Box
      component="ul"
      role="tree"
      aria-label={t('goals.tree.label')}
      onKeyDown={handleKeyDown}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      data-testid="goal-tree"
    >
      {roots.data.items.map((node, index) => (
        <TreeItem
          key={node.id}
          node={node}
          path={String(node.id)}
          level={1}
          position={index + 1}
          size={roots.data.items.length}
          context={context}
        />
      ))}
    </Box>
  );
}

type TreeContext = {
  period: Period;
  expanded: ReadonlySet<string>;
  active: string;
  toggle: (key: string, open?: boolean) => void;
  setActive: (key: string) => void;
};

type TreeItemProps = {
  node: TreeNode;
  /** The goals from the root to this one: a goal under two parents is two items. */
  path: string;
  level: number;
  position: number;
  size: number;
  context: TreeContext;
};

function TreeItem({ node, path, level, position, size, context }: TreeItemProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const navigate = useNavigate();
  const id = useId();
  const open = context.expanded.has(path);
  const hasChildren = node.children_count > 0;
  return (
    <li
      role="treeitem"
      tabIndex={context.active === path ? 0 : -1}
      aria-selected={context.active === path}
      aria-expanded={hasChildren ? open : undefined}
      aria-level={level}
      aria-setsize={size}
      aria-posinset={position}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-about`}
      data-key={path}
      data-goal={node.id}
      onFocus={(event) => {
        if (event.target === event.currentTarget) context.setActive(path);
      }}
      style={{ outlineOffset: 2 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'flex-start',
          py: 1,
          pl: { xs: (level - 1) * 1.5, sm: (level - 1) * 3 },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          aria-hidden
          onClick={() => hasChildren && context.toggle(path)}
          sx={{ width: 24, flexShrink: 0, cursor: hasChildren ? 'pointer' : 'default', pt: 0.25 }}
        >
          {hasChildren ? open ? <ExpandMore /> : <ChevronRight /> : null}
        </Box>
        <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography
              id={`${id}-title`}
              sx={{ fontWeight: 700, cursor: 'pointer', overflowWrap: 'anywhere' }}
              onClick={() => void navigate(goalPath(node.id))}
            >
              {node.title}
            </Typography>
            <HealthChip health={node.health} />
          </Stack>
          <Typography id={`${id}-about`} variant="body2" color="text.secondary">
            {[
              t(`goals.level.${node.level}`),
              node.owner.full_name,
              node.contribution != null
                ? t('goals.tree.contribution', { share: format.number(node.contribution) })
                : null,
              node.parents_count > 1
                ? t('goals.tree.severalParents', { count: node.parents_count })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <GoalProgress progress={node.progress} expected={node.expected} health={node.health} />
        </Stack>
      </Stack>
      {hasChildren ? (
        <Box
          component="ul"
          role="group"
          data-collapsed={open ? 'false' : 'true'}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {open ? (
            <TreeChildren parent={node} path={path} level={level + 1} context={context} />
          ) : null}
        </Box>
      ) : null}
    </li>
  );
}

function TreeChildren({
  parent,
  path,
  level,
  context,
}: {
  parent: TreeNode;
  path: string;
  level: number;
  context: TreeContext;
}) {
  const { t } = useTranslation();
  const children = useQuery(treeQueryOptions(parent.id, context.period));
  if (children.isPending) {
    return (
      <li role="none">
        <LoadingBlock label={t('goals.tree.loadingChildren', { title: parent.title })} />
      </li>
    );
  }
  if (children.isError) {
    return (
      <li role="none">
        <LoadError error={children.error} onRetry={() => void children.refetch()} />
      </li>
    );
  }
  const items = children.data.items;
  return (
    <>
      {items.map((node, index) => (
        <TreeItem
          key={node.id}
          node={node}
          path={`${path}/${node.id}`}
          level={level}
          position={index + 1}
          size={items.length}
          context={context}
        />
      ))}
      {hasMore(children.data.meta) ? (
        <li role="none">
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {t('goals.tree.more')}
          </Typography>
        </li>
      ) : null}
    </>
  );
}

/** Whether the server held nodes back (max 200 per call: `meta.more`). */
const hasMore = (meta: object) =>
  ('more' in meta && Boolean(meta.more)) || ('hasMore' in meta && Boolean(meta.hasMore));
