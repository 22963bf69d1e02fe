// Certificates on demand (module flag `files_repository`, FIL-★2, engagement.md §10): the page
// where a person generates an employment or seniority certificate and finds those generated
// (/certificates, reached from the profile's section and the Files page; no menu entry), the
// profile's section leading there, and the public check of a certificate by its verification
// code (/verify/:code, for anyone, signed in or not). The module's switch belongs to the files
// feature.
import { paths } from '@/config/paths';
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/certificates-page'), 'CertificatesPage');
const verify = lazyRoute(() => import('./pages/verify-page'), 'VerifyPage');

export const manifest: ModuleManifest = {
  publicRoutes: [{ path: paths.verifyCertificate, param: 'code', page: verify }],
  routes: [{ path: paths.certificates, module: 'files_repository', page }],
  profileSections: [
    {
      id: 'certificates',
      place: 'own.settings',
      module: 'files_repository',
      order: 30,
      component: lazyComponent(
        () => import('./components/certificates-profile-section'),
        'CertificatesProfileSection',
      ),
    },
  ],
};
