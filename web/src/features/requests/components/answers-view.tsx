import InsertDriveFile from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';
import { publicProfileQueryOptions } from '@/lib/calls/user';
import type { Choice, FormDefinition, FormItem, Question } from '@/lib/forms/types';

import { useRequestFormat } from '../lib/request-words';

export type AnswersViewProps = {
  /** The form version the answers were given on, in the UI language (localizeForm). */
  definition: FormDefinition<string>;
  answers: Record<string, unknown>;
  /** Upload key → signed link, for the files of file questions. */
  files: Record<string, string>;
};

type Block = { section: FormItem<string> | null; questions: Question<string>[] };

const isQuestion = (item: FormItem<string>): item is Question<string> =>
  item.type !== 'section' && item.type !== 'statement';

const answered = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** The answered questions, grouped under their sections (a hidden question was never kept). */
function blocksOf(definition: FormDefinition<string>, answers: Record<string, unknown>): Block[] {
  const blocks: Block[] = [{ section: null, questions: [] }];
  for (const item of definition.questions) {
    if (item.type === 'section') blocks.push({ section: item, questions: [] });
    else if (isQuestion(item) && answered(answers[item.id])) blocks.at(-1)?.questions.push(item);
  }
  return blocks.filter((block) => block.questions.length > 0);
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const labelOf = (options: Choice<string>[], id: unknown) =>
  options.find((option) => option.id === id)?.label ?? String(id);

/** What a request's answers say, read-only, in the form's order: each answered question with its
 *  answer in words (options by their labels, dates as dd/MM/yyyy, yes or no, files as links,
 *  people by name), under the titles of their sections. */
export function AnswersView({ definition, answers, files }: AnswersViewProps) {
  const { t } = useTranslation();
  const blocks = blocksOf(definition, answers);
  if (blocks.length === 0)
    return <Typography color="text.secondary">{t('requests.answers.none')}</Typography>;
  return (
    <Stack spacing={2}>
      {blocks.map((block, index) => (
        <Stack key={block.section?.id ?? `start-${index}`} spacing={1}>
          {block.section?.title ? (
            <Typography variant="h4" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
              {block.section.title}
            </Typography>
          ) : null}
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
            {block.questions.map((question) => (
              <Box key={question.id}>
                <Typography
                  component="dt"
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {question.title}
                </Typography>
                <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  <AnswerValue question={question} value={answers[question.id]} files={files} />
                </Box>
              </Box>
            ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function AnswerValue({
  question,
  value,
  files,
}: {
  question: Question<string>;
  value: unknown;
  files: Record<string, string>;
}): ReactNode {
  const { t } = useTranslation();
  const format = useRequestFormat();
  const numbers = useNumberFormat();
  switch (question.type) {
    case 'single_choice':
    case 'dropdown':
      return <Typography>{labelOf(question.options, list(value)[0])}</Typography>;
    case 'multiple_choice':
      return <Items items={list(value).map((id) => labelOf(question.options, id))} />;
    case 'ranking':
      return <Items ordered items={list(value).map((id) => labelOf(question.options, id))} />;
    case 'likert':
      return (
        <Typography>
          {typeof value === 'number' && value >= 1 && value <= 5
            ? t(`forms.renderer.likert.${value as 1 | 2 | 3 | 4 | 5}`)
            : String(value)}
        </Typography>
      );
    case 'rating':
      return (
        <Typography>
          {t('requests.answers.outOf', {
            value: numbers.number(Number(value)),
            max: numbers.number(question.max),
          })}
        </Typography>
      );
    case 'number':
      return <Typography>{numbers.number(Number(value))}</Typography>;
    case 'date':
      return <Typography>{format.date(String(value))}</Typography>;
    case 'yes_no':
      return (
        <Typography>{t(value === true ? 'forms.renderer.yes' : 'forms.renderer.no')}</Typography>
      );
    case 'matrix': {
      const rows = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      return (
        <Items
          items={question.rows
            .filter((row) => rows[row.id] !== undefined)
            .map((row) =>
              t('requests.answers.row', {
                row: row.label,
                value: labelOf(question.options, rows[row.id]),
              }),
            )}
        />
      );
    }
    case 'file_upload':
      return <FileLinks keys={list(value).map(String)} files={files} />;
    case 'person':
      return <People ids={list(value).map(Number)} />;
    default:
      return <Typography sx={{ whiteSpace: 'pre-line' }}>{String(value)}</Typography>;
  }
}

function Items({ items, ordered = false }: { items: string[]; ordered?: boolean }) {
  if (items.length === 1 && !ordered) return <Typography>{items[0]}</Typography>;
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ m: 0, pl: 2.5 }}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>
          <Typography>{item}</Typography>
        </li>
      ))}
    </Box>
  );
}

/** The extension of an upload key ("complaint-attachment.Ab3.pdf" → "PDF"), if it has one. */
const extensionOf = (key: string) => {
  const parts = key.split('.');
  return parts.length > 2 ? (parts.at(-1) ?? '').toUpperCase() : '';
};

function FileLinks({ keys, files }: { keys: string[]; files: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {keys.map((key, index) => {
        const extension = extensionOf(key);
        const name = extension
          ? t('requests.answers.fileOfType', { number: index + 1, type: extension })
          : t('requests.answers.file', { number: index + 1 });
        const url = files[key];
        return (
          <Stack
            key={key}
            component="li"
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center' }}
          >
            <InsertDriveFile aria-hidden fontSize="small" color="action" />
            {url ? (
              <Link href={url} target="_blank" rel="noopener noreferrer">
                {name}
              </Link>
            ) : (
              <Typography>{t('requests.answers.fileGone', { name })}</Typography>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

function People({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const profiles = useQueries({
    queries: ids.map((id) => ({ ...publicProfileQueryOptions(id), staleTime: 5 * 60_000 })),
  });
  const names = ids.map(
    (id, index) =>
      profiles[index]?.data?.user.full_name ??
      (profiles[index]?.isPending
        ? t('requests.answers.loadingPerson')
        : t('requests.answers.person', { id })),
  );
  return <Items items={names} />;
}
