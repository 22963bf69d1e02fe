// The profile screens with the parts other modules add (their manifests' profileSections, loaded
// with the route, see lazyProfileRoute): one's own wall with their recognitions (the places
// `public.posts`), the wallet with asking for points after the points history
// (`own.afterPoints`), the settings with the notification settings (`own.settings`); the public
// profile with the person's recognitions. A part shows while its module is on.
import type { ProfileSectionsProps, LoadedProfileSection } from '@/lib/modules/registry';
import { useAppStore } from '@/stores/app-store';

import { MyProfilePage } from './my-profile-page';
import { MySettingsPage } from './my-settings-page';
import { MyWalletPage } from './my-wallet-page';
import { PublicProfilePage, type PostDirection } from './public-profile-page';

function useShownSections(sections: readonly LoadedProfileSection[]) {
  const services = useAppStore((state) => state.services);
  return sections.filter((section) => section.module === null || services[section.module]);
}

function usePlace(
  sections: readonly LoadedProfileSection[],
  name: 'own.afterPoints' | 'own.settings',
) {
  const parts = useShownSections(sections).flatMap((section) =>
    section.place === name ? [<section.Component key={section.id} />] : [],
  );
  return parts.length > 0 ? <>{parts}</> : null;
}

/** "My profile", the wall, with the person's recognitions (the places `public.posts`) and the
 *  parts about them (`public.about`). */
export function MyProfileRoute({ sections }: ProfileSectionsProps) {
  return (
    <MyProfilePage
      renderPosts={usePostsRenderer(sections)}
      renderAbout={useAboutRenderer(sections)}
    />
  );
}

/** The wallet with the other modules' parts about points. */
export function MyWalletRoute({ sections }: ProfileSectionsProps) {
  return <MyWalletPage afterPoints={usePlace(sections, 'own.afterPoints')} />;
}

/** The settings with the other modules' settings. */
export function MySettingsRoute({ sections }: ProfileSectionsProps) {
  return <MySettingsPage settings={usePlace(sections, 'own.settings')} />;
}

function usePostsRenderer(sections: readonly LoadedProfileSection[]) {
  const posts = useShownSections(sections).flatMap((section) =>
    section.place === 'public.posts' ? [section] : [],
  );
  return posts.length > 0
    ? (userId: number, direction: PostDirection) => (
        <>
          {posts.map(({ id, Component }) => (
            <Component key={id} userId={userId} direction={direction} />
          ))}
        </>
      )
    : undefined;
}

function useAboutRenderer(sections: readonly LoadedProfileSection[]) {
  const about = useShownSections(sections).flatMap((section) =>
    section.place === 'public.about' ? [section] : [],
  );
  return about.length > 0
    ? (userId: number) => (
        <>
          {about.map(({ id, Component }) => (
            <Component key={id} userId={userId} />
          ))}
        </>
      )
    : undefined;
}

/** The public profile with the other modules' parts (the person's recognitions, what they add
 *  about the person). */
export function PublicProfileRoute({ sections }: ProfileSectionsProps) {
  return (
    <PublicProfilePage
      renderPosts={usePostsRenderer(sections)}
      renderAbout={useAboutRenderer(sections)}
    />
  );
}
