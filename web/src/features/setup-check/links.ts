// Where the set-up page sends an admin to change what it tried: console sections, by the
// segments their modules mount them at (the console names no module; neither does this page
// import one).
import { paths } from '@/config/paths';

export const setupLinks = {
  whatsApp: `${paths.admin}/communications?tab=whatsapp`,
  directory: `${paths.admin}/people/directory`,
  signIn: `${paths.admin}/settings/sign-in`,
  branding: `${paths.admin}/settings/branding`,
  modules: `${paths.admin}/settings/modules`,
} as const;
