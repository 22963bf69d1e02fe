import { MyPointRequests } from './my-point-requests';
import { PointRequestForm } from './point-request-form';

/** The member's side of point requests in their profile: the form to ask for points, then the
 *  history of their requests. The app composes it into "Mi perfil". */
export function PointRequestsSection() {
  return (
    <>
      <PointRequestForm />
      <MyPointRequests />
    </>
  );
}
