// The console's check of a support address before it is sent: the server's own rules decide
// (422 invalid address); this catches an empty field and what is plainly not an address.
import { ADDRESS_MAX } from '../api/support';

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AddressProblem =
  'support.admin.address.errors.empty' | 'support.admin.address.errors.invalid';

/** The glossary key of what is wrong with `value` as a support address, or null. */
export function addressProblem(value: string): AddressProblem | null {
  const address = value.trim();
  if (address === '') return 'support.admin.address.errors.empty';
  if (address.length > ADDRESS_MAX || !ADDRESS.test(address)) {
    return 'support.admin.address.errors.invalid';
  }
  return null;
}
