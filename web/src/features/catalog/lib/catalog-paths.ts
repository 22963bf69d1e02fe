// The addresses of the catalog's screens that carry an id.
import { paths } from '@/config/paths';

export const productPath = (id: number) => `${paths.catalog}/${id}`;
export const orderPath = (id: number) => `${paths.orders}/${id}`;
