import Avatar from '@mui/material/Avatar';

import { avatarColor } from '@/theme/avatar-colors';

import { personInitials, type PersonNameParts } from './person-initials';

export type PersonAvatarProps = {
  person: PersonNameParts & { id?: number; profile_photo_url?: string | null };
  size?: number;
};

/** A person's photo, or their initials on a colour of their own. Decorative: the name is always
 *  shown beside it. */
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
        bgcolor: person.id === undefined ? 'secondary.main' : avatarColor(person.id),
        color: person.id === undefined ? 'secondary.contrastText' : 'common.white',
      }}
    >
      {personInitials(person)}
    </Avatar>
  );
}
