import Avatar from '@mui/material/Avatar';

import { personInitials, type PersonNameParts } from './person-initials';

export type PersonAvatarProps = {
  person: PersonNameParts & { profile_photo_url?: string | null };
  size?: number;
};

/** A person's photo, or their initials. Decorative: the name is always shown beside it. */
export function PersonAvatar({ person, size = 40 }: PersonAvatarProps) {
  return (
    <Avatar
      src={person.profile_photo_url ?? undefined}
      alt=""
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {personInitials(person)}
    </Avatar>
  );
}
