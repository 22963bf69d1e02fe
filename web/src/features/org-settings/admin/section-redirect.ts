// An old address that now opens a console section (spec §2's /general_settings → Settings →
// General). The console decides what someone who is not an admin sees there.
import { createElement, type ComponentType } from 'react';
import { Navigate } from 'react-router';

import { adminSectionPath } from '@/lib/modules/admin-sections';

/** A route component that replaces the address with the section's. */
export function sectionRedirect(segment: string): ComponentType {
  return function SectionRedirect() {
    return createElement(Navigate, { to: adminSectionPath({ segment }), replace: true });
  };
}
