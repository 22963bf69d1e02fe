import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EXAMPLE_LANGUAGES, example, type ExampleLanguage, type PublicCallId } from '../examples';

import { CodeBlock } from './code-block';

export type CodeExamplesProps = { call: PublicCallId; origin: string; title: string };

/** The call in curl, JavaScript and Python, one tab each, each with a copy button. */
export function CodeExamples({ call, origin, title }: CodeExamplesProps) {
  const { t } = useTranslation();
  const id = useId();
  const [language, setLanguage] = useState<ExampleLanguage>('curl');
  return (
    <Box>
      <Tabs
        value={language}
        onChange={(_event, value: ExampleLanguage) => setLanguage(value)}
        aria-label={t('docs.services.examplesLabel', { name: title })}
        variant="scrollable"
        scrollButtons="auto"
      >
        {EXAMPLE_LANGUAGES.map((lang) => (
          <Tab
            key={lang}
            value={lang}
            label={t(`docs.languages.${lang}`)}
            id={`${id}-${lang}-tab`}
            aria-controls={`${id}-${lang}-panel`}
          />
        ))}
      </Tabs>
      {EXAMPLE_LANGUAGES.map((lang) => (
        <Box
          key={lang}
          role="tabpanel"
          id={`${id}-${lang}-panel`}
          aria-labelledby={`${id}-${lang}-tab`}
          hidden={lang !== language}
          sx={{ pt: 1.5 }}
        >
          {lang === language ? (
            <CodeBlock
              code={example(lang, origin, call)}
              label={`${t(`docs.languages.${lang}`)}: ${title}`}
              copyable
            />
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
