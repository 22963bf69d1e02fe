import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';
import { QueryContent } from '@/components/feedback/query-content';
import { useNumberFormat } from '@/i18n/use-number-format';

import { guidesQueryOptions, type PsyGuides } from '../api/admin';
import type { PsyGuide } from '../api/psychosocial';
import { LevelChip } from '../components/level-chip';
import { LEVELS } from '../lib/levels';
import { useWording } from '../lib/text';

/** "nulo < 15 · bajo 15–30 · …" from four cut-offs. */
function useCutoffs() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (cutoffs: readonly number[] | undefined) =>
    cutoffs && cutoffs.length === 4
      ? t('psychosocial.guides.cutoffs', {
          a: format.number(cutoffs[0]!),
          b: format.number(cutoffs[1]!),
          c: format.number(cutoffs[2]!),
          d: format.number(cutoffs[3]!),
        })
      : '';
}

function ItemList({ guide, items }: { guide: PsyGuide; items: readonly number[] }) {
  const word = useWording();
  return (
    <Stack component="ol" spacing={0.25} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {items.map((n) => (
        <Typography key={n} component="li" variant="body2">
          {n}. {word(guide.items.find((item) => item.n === n))}
        </Typography>
      ))}
    </Stack>
  );
}

function GuideDetail({ guide }: { guide: PsyGuide }) {
  const { t } = useTranslation();
  const word = useWording();
  const cutoffs = useCutoffs();
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('psychosocial.guides.source', { source: guide.source })}
      </Typography>
      {word(guide.instructions) ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {word(guide.instructions)}
        </Typography>
      ) : null}
      <Typography variant="body2">
        {t('psychosocial.guides.options', {
          options: guide.options.map((option) => word(option)).join(' · '),
        })}
      </Typography>
      {guide.final_cutoffs ? (
        <Typography variant="body2">
          {t('psychosocial.guides.final', { cutoffs: cutoffs(guide.final_cutoffs) })}
        </Typography>
      ) : null}
      {guide.categories && guide.categories.length > 0
        ? guide.categories.map((category) => (
            <Stack key={category.id} spacing={1} component="section">
              <Typography variant="h4" component="h4">
                {t('psychosocial.results.category', { name: word(category) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {cutoffs(category.cutoffs)}
              </Typography>
              {category.domains.map((domain) => (
                <Stack key={domain.id} spacing={0.5} sx={{ pl: 2 }}>
                  <Typography variant="subtitle2" component="h5">
                    {t('psychosocial.guides.domain', { name: word(domain) })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {cutoffs(domain.cutoffs)}
                  </Typography>
                  {domain.dimensions.map((dimension) => (
                    <Stack key={dimension.id} spacing={0.25} sx={{ pl: 2 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {t('psychosocial.guides.dimension', { name: word(dimension) })}
                      </Typography>
                      <ItemList guide={guide} items={dimension.items} />
                    </Stack>
                  ))}
                </Stack>
              ))}
            </Stack>
          ))
        : guide.sections.map((section) => (
            <Stack key={section.id} spacing={0.5} component="section">
              <Typography variant="h4" component="h4">
                {word(section.title)}
              </Typography>
              <ItemList guide={guide} items={section.items} />
            </Stack>
          ))}
    </Stack>
  );
}

function SizeRules({ data }: { data: PsyGuides }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <TableScroll label={t('psychosocial.guides.sizeRules')} variant="border">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('psychosocial.guides.workers')}</TableCell>
            <TableCell>{t('psychosocial.guides.applies')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.size_rules.map((rule) => (
            <TableRow key={rule.min}>
              <TableCell component="th" scope="row">
                {rule.max === null
                  ? t('psychosocial.guides.fromWorkers', { min: format.number(rule.min) })
                  : t('psychosocial.guides.rangeWorkers', {
                      min: format.number(rule.min),
                      max: format.number(rule.max),
                    })}
              </TableCell>
              <TableCell>
                {[
                  t('psychosocial.guideNames.nom035_g1'),
                  ...(rule.guide && rule.guide !== 'nom035_g1'
                    ? [t(`psychosocial.guideNames.${rule.guide}`)]
                    : []),
                ].join(' + ')}
                {rule.sample_allowed ? ` (${t('psychosocial.guides.sampleAllowed')})` : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** The three guides as people will answer them (read-only): their items grouped by category,
 *  domain and dimension with the cut-offs of each level; which guide applies by workplace size;
 *  and what the norm asks per risk level. */
export function GuidesView() {
  const { t } = useTranslation();
  const word = useWording();
  const query = useQuery(guidesQueryOptions());
  return (
    <QueryContent query={query} loadingLabel={t('psychosocial.guides.loading')}>
      {(data) => (
        <Stack spacing={2.5}>
          <Typography variant="h3" component="h2">
            {t('psychosocial.guides.sizeRules')}
          </Typography>
          <SizeRules data={data} />
          <Typography variant="h3" component="h2">
            {t('psychosocial.guides.title')}
          </Typography>
          <div>
            {data.guides.map((guide) => (
              <Accordion key={guide.id} disableGutters variant="outlined">
                <AccordionSummary expandIcon={<ExpandMore />}>
                  <Typography component="span" variant="subtitle1">
                    {word(guide.name)} ·{' '}
                    {t('psychosocial.intro.items', { count: guide.items.length })}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <GuideDetail guide={guide} />
                </AccordionDetails>
              </Accordion>
            ))}
          </div>
          <Typography variant="h3" component="h2">
            {t('psychosocial.guides.actions')}
          </Typography>
          <Stack spacing={1.5}>
            {LEVELS.map((level) => {
              const action = data.actions.find((entry) => entry.level === level);
              return action ? (
                <Stack key={level} direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <LevelChip level={level} />
                  <Typography variant="body2">{word(action)}</Typography>
                </Stack>
              ) : null;
            })}
          </Stack>
        </Stack>
      )}
    </QueryContent>
  );
}
