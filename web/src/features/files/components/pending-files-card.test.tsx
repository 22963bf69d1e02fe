import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { listPage, makeSummary } from '../testing/files-fixture';

import { PendingFilesCard } from './pending-files-card';

describe('PendingFilesCard', () => {
  it('lists the documents waiting for my confirmation, each leading to its page', async () => {
    installFakeApi({
      'GET /repository/pending': listPage([
        makeSummary(),
        makeSummary({ id: 51, name: 'Protocolo.pdf', folder_name: 'Seguridad', version_number: 2 }),
      ]),
    });
    await renderWithProviders(<PendingFilesCard />);
    expect(await screen.findByRole('heading', { name: 'Documentos por confirmar' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver todos' })).toHaveAttribute(
      'href',
      '/files?tab=pending',
    );
    expect(screen.getByRole('link', { name: /Protocolo\.pdf/ })).toHaveAttribute(
      'href',
      '/files/51',
    );
    expect(screen.getByText('Seguridad · versión 2')).toBeVisible();
  });

  it('shows nothing while none waits', async () => {
    installFakeApi({ 'GET /repository/pending': listPage([]) });
    const { container } = await renderWithProviders(<PendingFilesCard />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
