import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { RichTextEditor } from './rich-text-editor';

let execCommand: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // The browser's editing commands (happy-dom has none): recorded, and as a browser would for
  // inserted text.
  execCommand = vi.fn((command: string, _ui: boolean, value?: string) => {
    if (command === 'insertText') document.activeElement?.append(value ?? '');
    return true;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

async function renderEditor(initialHtml = '') {
  const changes: string[] = [];
  await renderWithProviders(
    <RichTextEditor
      label="Texto"
      initialHtml={initialHtml}
      onChange={(html) => changes.push(html)}
      placeholder="Escribe aquí…"
    />,
  );
  return { changes, editor: screen.getByRole('textbox', { name: 'Texto' }) };
}

describe('RichTextEditor', () => {
  it('starts from the saved text and reports what is typed', async () => {
    const { changes, editor } = await renderEditor('<p>Hola <strong>equipo</strong></p>');
    expect(editor.innerHTML).toBe('<p>Hola <strong>equipo</strong></p>');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    editor.innerHTML = '<p>Hola <strong>equipo</strong> y bienvenidos</p>';
    fireEvent.input(editor);
    expect(changes.at(-1)).toBe('<p>Hola <strong>equipo</strong> y bienvenidos</p>');
  });

  it('formats with its toolbar: bold, italic, headings, lists', async () => {
    const user = userEvent.setup();
    const { changes } = await renderEditor('<p>Hola</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formato de «Texto»' });
    for (const [name, command, value] of [
      ['Negrita', 'bold', undefined],
      ['Cursiva', 'italic', undefined],
      ['Título', 'formatBlock', 'h2'],
      ['Subtítulo', 'formatBlock', 'h3'],
      ['Lista con viñetas', 'insertUnorderedList', undefined],
      ['Lista numerada', 'insertOrderedList', undefined],
      ['Quitar enlace', 'unlink', undefined],
    ] as const) {
      await user.click(screen.getByRole('button', { name }));
      expect(execCommand).toHaveBeenLastCalledWith(command, false, value);
    }
    expect(toolbar).toBeVisible();
    expect(changes.length).toBeGreaterThanOrEqual(7);
  });

  it('takes pasted content as plain text only', async () => {
    const { editor, changes } = await renderEditor();
    editor.focus();
    fireEvent.paste(editor, {
      clipboardData: {
        getData: (type: string) =>
          type === 'text/plain' ? 'copiado' : '<img src=x onerror="alert(1)">copiado',
      },
    });
    expect(execCommand).toHaveBeenCalledWith('insertText', false, 'copiado');
    expect(editor.querySelector('img')).toBeNull();
    expect(changes.at(-1)).toContain('copiado');
  });

  it('adds a link only to https:, mailto: or a screen of the app', async () => {
    const user = userEvent.setup();
    const { editor } = await renderEditor('<p>Nuestro sitio</p>');
    const text = editor.querySelector('p')?.firstChild;
    if (!text) throw new Error('no text');
    const range = document.createRange();
    range.selectNodeContents(text);
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);

    await user.click(screen.getByRole('button', { name: 'Agregar enlace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar enlace' });
    const address = screen.getByRole('textbox', { name: 'Dirección' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(
      screen.getByText(
        'El enlace debe empezar por https://, mailto: o / (una pantalla de Aplauso).',
      ),
    ).toBeVisible();
    expect(execCommand).not.toHaveBeenCalledWith('createLink', false, expect.anything());

    await user.clear(address);
    await user.type(address, 'https://aplauso.example/cultura');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(execCommand).toHaveBeenCalledWith(
      'createLink',
      false,
      'https://aplauso.example/cultura',
    );
  });
});
