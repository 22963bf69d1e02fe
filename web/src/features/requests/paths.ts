// The requests' screens: `/requests` (spec §2, config/paths.ts) with its tab
// (`?requestsView=new|reviewing`), the type being filled in (`?requestType=<id>`) and the approver's
// view (`?reviewState=decided`); one request below it, `/requests/:requestId`; the console's
// section at /admin/requests with its tab (`?requestsTab=requests`), a type open
// (`?requestTypeId=<id>`) or a new one (`?newRequestType`). Parameter names are unique across the
// app (app/modules.test.ts).
import { paths } from '@/config/paths';

export const requestsPaths = {
  /** The console's section (admins). */
  admin: '/admin/requests',
} as const;

export const requestsParams = {
  /** The person's page: its tab, the type chosen in "Nueva solicitud", the approver's list. */
  tab: 'requestsView',
  type: 'requestType',
  review: 'reviewState',
  /** The console: the section's tab, a type open, a new one. */
  adminTab: 'requestsTab',
  editType: 'requestTypeId',
  createType: 'newRequestType',
} as const;

/** One request's address. */
export const requestPath = (requestId: number) => `${paths.requests}/${requestId}`;
