import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DOCS_GROUPS, type DocsSectionId } from '../docs-sections';

export type DocsNavProps = { current: DocsSectionId };

/** The documentation menu: About → General Information; How To Guide → Authenticate, Public
 *  API Services. Sections are hash links, so the browser's back button works. */
export function DocsNav({ current }: DocsNavProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('docs.menuLabel')}>
      {DOCS_GROUPS.map((group) => (
        <Box key={group.key} sx={{ py: 1 }}>
          <Typography
            id={`docs-group-${group.key}`}
            component="h2"
            variant="overline"
            color="text.secondary"
            sx={{ display: 'block', px: 2, fontWeight: 700 }}
          >
            {t(group.labelKey)}
          </Typography>
          <List aria-labelledby={`docs-group-${group.key}`} dense disablePadding>
            {group.sections.map((section) => (
              <ListItem key={section.id} disablePadding>
                <ListItemButton
                  component="a"
                  href={`#${section.id}`}
                  selected={section.id === current}
                  aria-current={section.id === current ? 'page' : undefined}
                  sx={{ borderRadius: 1, mx: 1 }}
                >
                  <ListItemText primary={t(section.labelKey)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </nav>
  );
}
