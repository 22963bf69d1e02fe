import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { PageView } from '../api/pages';

import { PageViewPage } from './page-view';

const culture: PageView = {
  id: 7,
  slug: 'nuestra-cultura',
  title: 'Nuestra cultura',
  title_en: 'Our culture',
  icon: 'favorite',
  in_menu: true,
  menu_order: 1,
  updated_at: Date.UTC(2026, 10, 2),
  blocks: [
    {
      type: 'text',
      // As the server's sanitiser writes it: a typed script tag is text.
      html: '<h2>Así trabajamos</h2><p>Con <strong>reconocimiento</strong> diario. &lt;script&gt;alert(1)&lt;/script&gt;</p>',
      html_en: '<h2>How we work</h2><p>With everyday <strong>recognition</strong>.</p>',
    },
    {
      type: 'image',
      image_url: 'https://files.example/banner.png',
      alt: 'Un corazón entre confeti',
      alt_en: 'A heart among confetti',
    },
    { type: 'button', label: 'Ver beneficios', label_en: null, url: '/benefits_page' },
    { type: 'button', label: 'Sitio', label_en: 'Website', url: 'https://example.com/x' },
    {
      type: 'file',
      file: { id: 3, name: 'Código de ética', content_type: 'application/pdf', size: 2048 },
    },
    { type: 'form', form_id: 'pausas' },
  ],
};

const pausas = (language: 'es' | 'en') => ({
  form_id: 'pausas',
  version: 2,
  language,
  definition: {
    form_id: 'pausas',
    title: language === 'es' ? 'Inscripción a pausas activas' : 'Active breaks sign-up',
    questions: [
      {
        id: 'nombre',
        type: 'short_text',
        required: true,
        title: language === 'es' ? 'Tu nombre' : 'Your name',
      },
    ],
  },
  context: {},
});

function server() {
  const sent: unknown[] = [];
  installFakeApi({
    'GET /pages/nuestra-cultura': ok(culture),
    'GET /repository/files/3': ok({ current: { url: 'https://files.example/etica.pdf' } }),
    'GET /forms/pausas': (request: TransportRequest) =>
      ok(pausas(new URL(request.url, 'http://x').searchParams.get('lang') as 'es' | 'en')),
    'POST /forms/pausas/submissions': (request) => {
      sent.push(JSON.parse(request.body as string));
      return { status: 201, body: { success: true, data: {} } };
    },
  });
  return sent;
}

function renderPage(pageId: string, lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <Routes>
      <Route path="/pages/:pageId" element={<PageViewPage />} />
      <Route path="/benefits_page" element={<h1>Beneficios</h1>} />
    </Routes>,
    { route: `/pages/${pageId}`, lng },
  );
}

describe('PageViewPage', () => {
  it('shows the blocks in Spanish: text as the server sanitised it, never a script', async () => {
    server();
    await renderPage('nuestra-cultura');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuestra cultura' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Así trabajamos' })).toBeVisible();
    expect(screen.getByText('reconocimiento').tagName).toBe('STRONG');
    // The script typed into the text is shown as text and never becomes an element.
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Un corazón entre confeti' })).toHaveAttribute(
      'src',
      'https://files.example/banner.png',
    );
    expect(screen.getByRole('link', { name: 'Ver beneficios' })).toHaveAttribute(
      'href',
      '/benefits_page',
    );
    const external = screen.getByRole('link', { name: 'Sitio' });
    expect(external).toHaveAttribute('href', 'https://example.com/x');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // The file opens through the files module's signed link.
    expect(await screen.findByRole('link', { name: 'Código de ética' })).toHaveAttribute(
      'href',
      'https://files.example/etica.pdf',
    );
    expect(screen.getByText('Documento · 2 KB')).toBeVisible();
  });

  it('shows the English texts to English readers and Spanish where there is none', async () => {
    server();
    await renderPage('nuestra-cultura', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our culture' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'How we work' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'A heart among confetti' })).toBeVisible();
    // No English label: the Spanish one.
    expect(screen.getByRole('link', { name: 'Ver beneficios' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Website' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Active breaks sign-up' })).toBeVisible();
  });

  it('answers an embedded form in place and thanks the person there', async () => {
    const user = userEvent.setup();
    const sent = server();
    await renderPage('nuestra-cultura');
    const form = await screen.findByRole('region', { name: 'Inscripción a pausas activas' });
    await user.type(within(form).getByRole('textbox', { name: /Tu nombre/ }), 'Ana');
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('¡Gracias!')).toBeVisible();
    expect(sent).toEqual([{ version: 2, answers: { nombre: 'Ana' } }]);
    // The rest of the page stays.
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestra cultura' })).toBeVisible();
  });

  it('moves within the app from an in-app link of the text', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /pages/7': ok({
        ...culture,
        blocks: [
          {
            type: 'text',
            html: '<p>Mira <a href="/benefits_page" rel="noopener noreferrer nofollow">tus beneficios</a></p>',
            html_en: null,
          },
        ],
      }),
    });
    await renderPage('7');
    await user.click(await screen.findByRole('link', { name: 'tus beneficios' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beneficios' })).toBeVisible();
  });

  it('says a page is not there when the server does not find it, or the address is impossible', async () => {
    installFakeApi({ 'GET /pages/borrador': fail(404, 'not_found') });
    await renderPage('borrador');
    expect(await screen.findByText('No encontramos esta página')).toBeVisible();
    await renderPage('No%20Vale');
    await waitFor(() => expect(screen.getAllByText('No encontramos esta página')).toHaveLength(2));
  });
});
