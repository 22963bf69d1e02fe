// Telemedicine (module flag `telemedicine`, engagement.md §11 BEN-5 and BEN-★3,
// api/modules/telemedicine.yaml): the person's page (/telemedicine: the providers open to them
// with their link and access code, phone, WhatsApp and hours), its main-menu entry beside the
// benefits, the home rail's card (home.ts), the console's section "Telemedicina" (admin/: the
// providers, their editor with the logo and who may see them, publishing and archiving, and the
// usage per week from the privacy engine's k up) and the module's switch. The care slot's offers
// (a low mood streak, a Guía I referral) lead to this page with the provider marked.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/telemedicine-page'), 'TelemedicinePage');
const admin = lazyRoute(() => import('./admin/telemedicine-admin-page'), 'TelemedicineAdminPage');
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
  adminSections: [
    // Its segment is its id: telemedicinePaths.admin.
    adminSection(
      'telemedicine',
      { module: 'telemedicine', order: 57.35, labelKey: 'telemedicine.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'telemedicine',
      name: 'telemedicine.modules.telemedicine.name',
      description: 'telemedicine.modules.telemedicine.description',
    },
  ],
};
