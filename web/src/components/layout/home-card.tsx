import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type Key, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export type HomeCardProps = {
  title: string;
  /** The module's own page, linked beside the title ("Ver todos"). */
  seeAll: { to: string; label: string };
  testId?: string;
  children: ReactNode;
};

/** A module's card on the home (and the profile): a titled section with a link to the module's
 *  page and its few items below. The home's rail and column hold several; they look alike. */
export function HomeCard({ title, seeAll, testId, children }: HomeCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography id={titleId} variant="h2">
            {title}
          </Typography>
          <Link component={RouterLink} to={seeAll.to} underline="hover">
            {seeAll.label}
          </Link>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

export type HomeLinkListProps<T> = {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** Where an item leads. */
  itemTo: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The item's parts one below the other (default), or side by side (a picture, then text). */
  layout?: 'stacked' | 'row';
};

/** The items of a home card, each a link to its page, divided by lines. */
export function HomeLinkList<T>({
  label,
  items,
  itemKey,
  itemTo,
  renderItem,
  layout = 'stacked',
}: HomeLinkListProps<T>) {
  return (
    <List aria-label={label} sx={{ mt: 1 }} disablePadding>
      {items.map((item) => (
        <ListItem key={itemKey(item)} disablePadding divider>
          <ListItemButton
            component={RouterLink}
            to={itemTo(item)}
            sx={layout === 'row' ? { px: 1, py: 1, gap: 1.5 } : { display: 'block', px: 1, py: 1 }}
          >
            {renderItem(item)}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
