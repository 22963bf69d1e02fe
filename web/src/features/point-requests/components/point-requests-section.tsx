import { MyPointRequests } from './my-point-requests';
import { PointRequestForm } from './point-request-form';

/** The member's side of point requests in their profile: the form to ask for points, then the
 *  history of their requests. It is a section of "Mi perfil" (module.ts). */
export function PointRequestsSection() {
  return (
    <>
      <PointRequestForm />
      <MyPointRequests />
    </>
  );
}
