import type { ReactNode } from 'react';

import { QueryContent, type ListQuery } from '../feedback/query-content';

import { Panel, type PanelProps } from './panel';

export type QueryPanelProps<T> = {
  title: string;
  description?: string;
  /** h3 inside a console section (default), h2 for a card of its own on a page. */
  level?: PanelProps['level'];
  query: ListQuery<T>;
  /** Names the spinner while the data loads. */
  loadingLabel: string;
  /** The panel's content once the data is there (usually a form seeded with it). */
  children: (data: T) => ReactNode;
};

/** A titled card whose content needs a query: its spinner, its error with retry, then the content. */
export function QueryPanel<T>({
  title,
  description,
  level,
  query,
  loadingLabel,
  children,
}: QueryPanelProps<T>) {
  return (
    <Panel title={title} description={description} level={level}>
      <QueryContent query={query} loadingLabel={loadingLabel}>
        {children}
      </QueryContent>
    </Panel>
  );
}
