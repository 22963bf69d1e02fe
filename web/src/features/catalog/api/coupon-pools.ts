// The coupon pools (admins): each code product's codes, how many and how many are left, and
// adding codes to one from a CSV or an .xlsx.
import { mutationOptions } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { ResponseData } from '@/api/types';

import { keyRoots } from './query-keys';

export type CouponPool = components['schemas']['CouponPool'];
export type CouponUpload = ResponseData<'uploadCoupons'>;

/** What a pool file may be: a CSV (one code a line) or a workbook (the first column). */
export const COUPON_FILE_ACCEPT = [
  '.csv',
  'text/csv',
  '.xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** The server's upload limit. */
export const COUPON_FILE_MAX_BYTES = 16 * 1024 * 1024;

/** Long lists of codes take time to read. */
const COUPON_UPLOAD_TIMEOUT_MS = 120_000;

export const couponPoolKeys = { all: () => [...keyRoots.coupons, 'pools'] as const };

/** GET /org/cupons. */
export const fetchCouponPools = (options: RequestOptions = {}) =>
  getData<CouponPool[]>('/org/cupons', options);

export const couponPoolsQueryOptions = () =>
  readQueryOptions(couponPoolKeys.all(), fetchCouponPools);

/** Whether the file looks like one the server reads (by its name). */
export function isCouponFile(file: Pick<File, 'name'>): boolean {
  return /\.(csv|xlsx)$/i.test(file.name);
}

export type CouponUploadRequest = { productId: number; file: File };

/** POST /org/cupons/{product_id} (multipart `file`): how many codes were added and skipped, and
 *  the pool now. 400 for a file with no codes; 422 not_a_code_product. The pools and the
 *  products (their stock) reload. */
export const uploadCouponsMutation = () =>
  mutationOptions({
    mutationFn: ({ productId, file }: CouponUploadRequest) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return sendData<CouponUpload>('POST', `/org/cupons/${productId}`, form, {
        timeout: COUPON_UPLOAD_TIMEOUT_MS,
      });
    },
    onSuccess: async (_result, _request, _context, { client }) => {
      await client.invalidateQueries({ queryKey: couponPoolKeys.all() });
      await client.invalidateQueries({ queryKey: queryKeys.products });
    },
  });
