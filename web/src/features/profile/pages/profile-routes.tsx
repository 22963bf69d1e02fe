// The two profile screens with the parts other modules add (their manifests' profileSections,
// loaded with the route, see lazyProfileRoute): "My profile" with asking for points after the
// points history and the notification settings among the person's settings; the public profile
// with the person's recognitions. A part shows while its module is on.
import type { ProfileSectionsProps, LoadedProfileSection } from '@/lib/modules/registry';
import { useAppStore } from '@/stores/app-store';

import { MyProfilePage } from './my-profile-page';
import { PublicProfilePage } from './public-profile-page';

function useShownSections(sections: readonly LoadedProfileSection[]) {
  const services = useAppStore((state) => state.services);
  return sections.filter((section) => section.module === null || services[section.module]);
}

/** "My profile" with the other modules' parts. */
export function MyProfileRoute({ sections }: ProfileSectionsProps) {
  const shown = useShownSections(sections);
  const place = (name: 'own.afterPoints' | 'own.settings') => {
    const parts = shown.flatMap((section) =>
      section.place === name ? [<section.Component key={section.id} />] : [],
    );
    return parts.length > 0 ? <>{parts}</> : null;
  };
  return <MyProfilePage afterPoints={place('own.afterPoints')} settings={place('own.settings')} />;
}

/** The public profile with the other modules' parts (the person's recognitions). */
export function PublicProfileRoute({ sections }: ProfileSectionsProps) {
  const posts = useShownSections(sections).flatMap((section) =>
    section.place === 'public.posts' ? [section] : [],
  );
  return (
    <PublicProfilePage
      renderPosts={
        posts.length > 0
          ? (userId, direction) => (
              <>
                {posts.map(({ id, Component }) => (
                  <Component key={id} userId={userId} direction={direction} />
                ))}
              </>
            )
          : undefined
      }
    />
  );
}
