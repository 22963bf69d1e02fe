import type { FrameAccountProps } from '@/lib/modules/frame';

import { useProfilePhoto } from '../hooks/use-profile-photo';

import { AccountMenu } from './account-menu';

/** The top bar's account menu with the user's own small photo from the photo cache (asked for
 *  only when they have a photo at all). */
export function FrameAccountMenu({ user, languages }: FrameAccountProps) {
  const photoUrl = useProfilePhoto(user.profile_photo_url ? user.id : null);
  return <AccountMenu user={user} languages={languages} photoUrl={photoUrl} />;
}
