import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import Notes from '@mui/icons-material/Notes';
import TextFields from '@mui/icons-material/TextFields';
import Title from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';

import { linkProblem } from './page-draft';

type Tool = {
  id: 'bold' | 'italic' | 'heading' | 'subheading' | 'paragraph' | 'bullets' | 'numbers' | 'unlink';
  command: string;
  value?: string;
  Icon: ComponentType<{ fontSize?: 'small' }>;
  /** Whether the selection has it now (document.queryCommandState). */
  stateful?: boolean;
};

const TOOLS: readonly Tool[] = [
  { id: 'bold', command: 'bold', Icon: FormatBold, stateful: true },
  { id: 'italic', command: 'italic', Icon: FormatItalic, stateful: true },
  { id: 'heading', command: 'formatBlock', value: 'h2', Icon: Title },
  { id: 'subheading', command: 'formatBlock', value: 'h3', Icon: TextFields },
  { id: 'paragraph', command: 'formatBlock', value: 'p', Icon: Notes },
  { id: 'bullets', command: 'insertUnorderedList', Icon: FormatListBulleted, stateful: true },
  { id: 'numbers', command: 'insertOrderedList', Icon: FormatListNumbered, stateful: true },
];
const UNLINK: Tool = { id: 'unlink', command: 'unlink', Icon: LinkOff };

/** Runs an editing command on the selection (the browser's own editing, no library). */
function run(command: string, value?: string): void {
  try {
    document.execCommand(command, false, value);
  } catch {
    // A browser without the command leaves the text as it is.
  }
}

function isOn(command: string): boolean {
  try {
    return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  } catch {
    return false;
  }
}

export type RichTextEditorProps = {
  id?: string;
  label: string;
  /** The text to start from: as the server sanitised it ('' for a new block). Read once. */
  initialHtml: string;
  /** Every change, as the editor's HTML: the server sanitises it when the page is saved. */
  onChange: (html: string) => void;
  error?: string;
  helperText?: string;
  /** The language of the text (the English version). */
  lang?: string;
  placeholder?: string;
};

/** A small rich-text editor: bold, italic, a heading and a subheading, paragraphs, lists and
 *  links, on the browser's own editing (contentEditable). Pasted text comes in as plain text;
 *  links only to https:, mailto: or a screen of the app. What it produces is never shown as HTML
 *  anywhere else until the server has sanitised it. */
export function RichTextEditor({
  id: givenId,
  label,
  initialHtml,
  onChange,
  error,
  helperText,
  lang,
  placeholder,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = givenId ?? ownId;
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const editor = useRef<HTMLDivElement>(null);
  const [initial] = useState(initialHtml);
  const [pressed, setPressed] = useState<Partial<Record<Tool['id'], boolean>>>({});
  const [linking, setLinking] = useState<Range | null>(null);

  useLayoutEffect(() => {
    // The starting text came from the server's sanitiser (or is empty): set once, then the
    // browser's editing owns the element.
    if (editor.current) editor.current.innerHTML = initial;
  }, [initial]);

  useEffect(() => {
    const update = () => {
      const selection = document.getSelection();
      if (!selection?.anchorNode || !editor.current?.contains(selection.anchorNode)) return;
      setPressed(
        Object.fromEntries(
          TOOLS.filter((tool) => tool.stateful).map((tool) => [tool.id, isOn(tool.command)]),
        ),
      );
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  const emit = () => {
    if (editor.current) onChange(editor.current.innerHTML);
  };
  const apply = (tool: Tool) => {
    editor.current?.focus();
    // Enter makes paragraphs, not divs.
    run('defaultParagraphSeparator', 'p');
    run(tool.command, tool.value);
    emit();
  };
  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    run('insertText', event.clipboardData.getData('text/plain'));
    emit();
  };
  const startLink = () => {
    const selection = document.getSelection();
    const range =
      selection && selection.rangeCount > 0 && editor.current?.contains(selection.anchorNode)
        ? selection.getRangeAt(0).cloneRange()
        : null;
    if (range) setLinking(range);
    else editor.current?.focus();
  };
  const finishLink = (url: string | null) => {
    const range = linking;
    setLinking(null);
    if (!range || url === null) return;
    editor.current?.focus();
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    if (range.collapsed) run('insertText', url);
    else run('createLink', url);
    emit();
  };

  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography id={labelId} component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          minWidth: 0,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={t('customPages.editor.toolbar', { label })}
          aria-controls={id}
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {TOOLS.map((tool) => (
            <ToolButton
              key={tool.id}
              label={t(`customPages.editor.tools.${tool.id}`)}
              pressed={tool.stateful ? Boolean(pressed[tool.id]) : undefined}
              onClick={() => apply(tool)}
            >
              <tool.Icon fontSize="small" />
            </ToolButton>
          ))}
          <ToolButton label={t('customPages.editor.tools.link')} onClick={startLink}>
            <InsertLink fontSize="small" />
          </ToolButton>
          <ToolButton label={t('customPages.editor.tools.unlink')} onClick={() => apply(UNLINK)}>
            <LinkOff fontSize="small" />
          </ToolButton>
        </Stack>
        <Box
          ref={editor}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={error || helperText ? helpId : undefined}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          lang={lang}
          data-placeholder={placeholder}
          onInput={emit}
          onBlur={emit}
          onPaste={handlePaste}
          sx={{
            minHeight: 120,
            maxHeight: 480,
            overflowY: 'auto',
            px: 1.5,
            py: 1,
            outline: 'none',
            overflowWrap: 'anywhere',
            '&:empty::before': { content: 'attr(data-placeholder)', color: 'text.secondary' },
            '& p, & ul, & ol': { my: 1 },
            '& h2': { typography: 'h2', my: 1 },
            '& h3': { typography: 'h3', my: 1 },
            '& a': { color: 'primary.main' },
          }}
        />
      </Box>
      {error || helperText ? (
        <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 0 }}>
          {error ?? helperText}
        </FormHelperText>
      ) : null}
      <LinkDialog open={linking !== null} onClose={finishLink} />
    </Stack>
  );
}

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      color={pressed ? 'primary' : 'default'}
      // Keeps the selection in the text while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

/** Asks for a link's address; only https:, mailto: or a screen of the app ("/…"). */
function LinkDialog({ open, onClose }: { open: boolean; onClose: (url: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = (value: string | null) => {
    setUrl('');
    setProblem(null);
    onClose(value);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = linkProblem(url, { mailto: true });
    if (found) setProblem(t(found));
    else close(url.trim());
  };
  return (
    <Dialog open={open} onClose={() => close(null)} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>{t('customPages.editor.link.title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <TextInput
              id={`${id}-url`}
              label={t('customPages.editor.link.url')}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              error={problem !== null}
              helperText={problem ?? t('customPages.editor.link.help')}
              autoComplete="off"
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(null)}>{t('customPages.editor.link.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('customPages.editor.link.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
