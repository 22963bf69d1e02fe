import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import { ResourceTable } from '@/components/data/resource-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { showToast } from '@/components/toast/toast';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { apiErrorMessage } from '@/i18n/api-error-message';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  COUPON_FILE_ACCEPT,
  COUPON_FILE_MAX_BYTES,
  couponPoolsQueryOptions,
  isCouponFile,
  uploadCouponsMutation,
  type CouponPool,
  type CouponUpload,
} from '../api/coupon-pools';

/** How many of the codes another pool holds are named on screen; the rest are counted. */
const TAKEN_CODES_SHOWN = 50;

/** A file refused because another product of the organisation holds some of its codes. */
type RefusedCodes = { name: string; codes: string[] };

/** The codes of a 409 `coupon_codes_taken` (`details.codes`), or null for any other failure. */
function takenCodes(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.code !== 'coupon_codes_taken') return null;
  const codes = error.details.codes;
  if (!Array.isArray(codes)) return null;
  return codes.filter((code): code is string => typeof code === 'string');
}

/** Each code product's pool of codes (coupons, digital codes, gift cards): how many it had and
 *  how many are left, and a CSV or .xlsx of codes to add to it; what the last file added and
 *  skipped, or the codes another product holds that made it refuse a file, stays in view. */
export function CouponsPanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const pools = useQuery(couponPoolsQueryOptions());
  const [result, setResult] = useState<CouponUpload | null>(null);
  const [refused, setRefused] = useState<RefusedCodes | null>(null);

  return (
    <Stack spacing={2}>
      <SectionHeader
        level={3}
        title={t('catalog.admin.tabs.coupons')}
        description={t('catalog.admin.coupons.description')}
      />
      {result ? (
        <Alert severity="success" role="status" onClose={() => setResult(null)}>
          {t('catalog.admin.coupons.result', {
            name: result.pool.name,
            added: t('catalog.admin.coupons.added', {
              count: result.added,
              formatted: format.number(result.added),
            }),
            skipped: t('catalog.admin.coupons.skipped', {
              count: result.skipped,
              formatted: format.number(result.skipped),
            }),
          })}
        </Alert>
      ) : null}
      {refused ? (
        <Alert severity="error" role="alert" onClose={() => setRefused(null)}>
          {t('catalog.admin.coupons.taken', {
            name: refused.name,
            count: refused.codes.length,
            formatted: format.number(refused.codes.length),
            codes:
              refused.codes.slice(0, TAKEN_CODES_SHOWN).join(', ') +
              (refused.codes.length > TAKEN_CODES_SHOWN
                ? t('catalog.admin.coupons.takenMore', {
                    count: refused.codes.length - TAKEN_CODES_SHOWN,
                    formatted: format.number(refused.codes.length - TAKEN_CODES_SHOWN),
                  })
                : ''),
          })}
        </Alert>
      ) : null}
      <ResourceTable
        tableId="coupons"
        query={pools}
        rows={(data) => data}
        rowKey={(pool: CouponPool) => pool.product_id}
        rowProps={(pool) => ({ 'data-pool': String(pool.product_id) })}
        label={t('catalog.admin.coupons.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🎟️"
            title={t('catalog.admin.coupons.empty')}
            body={t('catalog.admin.coupons.emptyBody')}
          />
        }
        columns={[
          {
            key: 'name',
            header: t('catalog.admin.coupons.columns.product'),
            rowHeader: true,
            cellStyle: { fontWeight: 700, overflowWrap: 'anywhere' },
            render: (pool) => pool.name,
          },
          {
            key: 'total',
            header: t('catalog.admin.coupons.columns.total'),
            align: 'right',
            render: (pool) => format.number(pool.total),
          },
          {
            key: 'left',
            header: t('catalog.admin.coupons.columns.left'),
            align: 'right',
            render: (pool) => format.number(pool.left),
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (pool) => (
            <UploadCodesButton
              pool={pool}
              onUploaded={(uploaded) => {
                setRefused(null);
                setResult(uploaded);
              }}
              onRefused={(codes) => {
                setResult(null);
                setRefused({ name: pool.name, codes });
              }}
            />
          ),
        }}
      />
    </Stack>
  );
}

type UploadCodesButtonProps = {
  pool: CouponPool;
  onUploaded: (result: CouponUpload) => void;
  /** The file was refused: these codes of it are in another product. */
  onRefused: (codes: string[]) => void;
};

/** "Cargar códigos": a CSV or .xlsx chosen for the pool is sent at once. */
function UploadCodesButton({ pool, onUploaded, onRefused }: UploadCodesButtonProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  // What is wrong with the file (no codes, a code too long) is the server's message about it;
  // codes another product holds are listed above the table.
  const upload = useToastMutation(uploadCouponsMutation(), {
    onSuccess: onUploaded,
    onError: (error) => {
      const taken = takenCodes(error);
      if (taken) {
        onRefused(taken);
        return;
      }
      showToast(apiFieldErrors(error, i18n).file ?? apiErrorMessage(error, i18n), 'error');
    },
  });

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isCouponFile(file)) {
      showToast(t('catalog.admin.coupons.wrongFile', { name: file.name }), 'error');
      return;
    }
    if (file.size > COUPON_FILE_MAX_BYTES) {
      showToast(
        t('catalog.admin.coupons.tooLarge', {
          name: file.name,
          max: format.fileSize(COUPON_FILE_MAX_BYTES),
        }),
        'error',
      );
      return;
    }
    upload.mutate({ productId: pool.product_id, file });
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={COUPON_FILE_ACCEPT.join(',')}
        onChange={handleFile}
        aria-label={t('catalog.admin.coupons.fileLabel', { name: pool.name })}
      />
      <Button
        size="small"
        startIcon={<UploadFileOutlined />}
        loading={upload.isPending}
        loadingPosition="start"
        sx={{ whiteSpace: 'nowrap' }}
        aria-label={t('catalog.admin.coupons.uploadLabel', { name: pool.name })}
        onClick={() => inputRef.current?.click()}
      >
        {t('catalog.admin.coupons.upload')}
      </Button>
    </>
  );
}
