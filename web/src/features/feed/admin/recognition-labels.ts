// Short texts describing a post in the admin list and drawer.
import type { TFunction } from 'i18next';

import type { OrgWording } from '@/lib/use-org-wording';

import type { AdminPost } from '../api/admin-recognitions';

/** "Ana Torres", "Ana Torres y 2 más". */
export function receiversLabel(post: AdminPost, t: TFunction): string {
  const [first, ...rest] = post.receivers;
  if (!first) return '—';
  if (rest.length === 0) return first.full_name;
  return t('admin.recognitions.andMore', { name: first.full_name, count: rest.length });
}

/** The types' names (or the badge's) in the UI language, with the sub type when there is one. */
export function describeTypes(post: AdminPost, t: TFunction, wording: OrgWording): string {
  if (post.kind === 'badge') {
    return t('admin.recognitions.badge', { name: post.badge ? wording.name(post.badge) : '' });
  }
  const main = post.types.map((type) => wording.label(type)).join(', ') || '—';
  return post.sub_type ? `${main} · ${wording.name(post.sub_type)}` : main;
}
