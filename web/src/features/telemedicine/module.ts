// Telemedicine (module flag `telemedicine`, engagement.md §11 BEN-5 and BEN-★3,
// api/modules/telemedicine.yaml): the person's page (/telemedicine: the providers open to them
// with their link and access code, phone, WhatsApp and hours), its main-menu entry beside the
// benefits, the home rail's card (home.ts), the console's section "Telemedicina" (admin/: the
// providers, their editor with the logo and who may see them, publishing and archiving, and the
// usage per week from the privacy engine's k up) and the module's switch. The care slot's offers
// (a low mood streak, a Guía I referral) lead to this page with the provider marked.
// Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/telemedicine-page'), 'TelemedicinePage');
const icon = () => import('@mui/icons-material/LocalHospitalOutlined');

export const manifest: ModuleManifest = {
  routes: [{ path: paths.telemedicine, module: 'telemedicine', page }],
  nav: [
    {
      key: 'telemedicine',
      path: paths.telemedicine,
      labelKey: 'telemedicine.nav',
      icon,
      module: 'telemedicine',
      order: 18.8,
    },
  ],
};
