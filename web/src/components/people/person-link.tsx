import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

import { publicProfilePath } from './profile-path';

export type PersonLinkProps = {
  person: { id: number; full_name: string };
  variant?: LinkProps['variant'];
  fontWeight?: number;
};

/** A person's name linking to their public profile. */
export function PersonLink({ person, variant = 'inherit', fontWeight = 700 }: PersonLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={publicProfilePath(person.id)}
      variant={variant}
      underline="hover"
      color="inherit"
      sx={{ fontWeight }}
    >
      {person.full_name}
    </Link>
  );
}
