// The calls a sign-in makes once it has its token (lib/session/start-session: modules, the user,
// counts, the analytics choice, branding, settings, categories), answered by a fake server for
// `user`.
import type { User } from '@/api/types';

import { ok, type FakeRoutes } from './fake-api';

export function sessionRoutes(user: Partial<User>): FakeRoutes {
  return {
    'GET /org/services': ok({ auth: true }),
    'GET /user': ok(user),
    'GET /user/notification_count': ok({ notification_count: 0, pending_surveys: 0 }),
    'GET /user/analytics': ok({ opt_out: false }),
    'GET /org/branding': ok({
      org_name: 'Demo',
      languages: ['es', 'en'],
      banner: { main: '#3a71b5', secondary: null },
    }),
    'GET /org/settings': ok({ branding: { banner: { main: '#3a71b5', secondary: null } } }),
    'GET /product_category': ok([]),
  };
}
