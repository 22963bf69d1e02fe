import { paths } from '@/config/paths';

/** The public profile's address of a person (`/user?id=`). */
export function publicProfilePath(userId: number): string {
  return `${paths.user}?id=${userId}`;
}
