// The public profile (profile feature) with the person's received and sent recognitions as feed
// cards (feed feature), when the organisation has recognitions on.
import { PersonPosts } from '@/features/feed/components/person-posts';
import { PublicProfilePage } from '@/features/profile/pages/public-profile-page';
import { useAppStore } from '@/stores/app-store';

export function PublicProfileRoute() {
  const recognitions = useAppStore((state) => state.services.recognitions);
  return (
    <PublicProfilePage
      renderPosts={
        recognitions
          ? (userId, direction) => <PersonPosts userId={userId} direction={direction} />
          : undefined
      }
    />
  );
}
