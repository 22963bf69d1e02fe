import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { brandingQueryOptions } from '@/lib/calls/org';

import { useDocumentTitle } from './use-document-title';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it("reads '<screen> · <organisation>' once the branding is known", () => {
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Titled title="Podio" />
      </QueryClientProvider>,
    );
    expect(document.title).toBe('Podio · Aplauso');
    client.setQueryData(brandingQueryOptions().queryKey, {
      org_name: 'Demo S.A.',
    } as never);
    view.rerender(
      <QueryClientProvider client={client}>
        <Titled title="Podio" />
      </QueryClientProvider>,
    );
    expect(document.title).toBe('Podio · Demo S.A.');
  });
});
