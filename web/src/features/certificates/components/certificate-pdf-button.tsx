import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';

import { DownloadButton } from '@/components/download-button';

import { certificatePdfMutation, type Certificate } from '../api/certificates';

export type CertificatePdfButtonProps = {
  certificate: Pick<Certificate, 'id' | 'code'>;
  variant?: 'outlined' | 'contained' | 'text';
};

/** "Descargar PDF": the certificate's PDF, fetched with the session and saved as
 *  `certificado-<code>.pdf`; a failure is a toast. */
export function CertificatePdfButton({ certificate, variant }: CertificatePdfButtonProps) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      mutation={certificatePdfMutation(certificate.id)}
      fileName={t('certificates.list.fileName', { code: certificate.code })}
      label={t('certificates.list.download')}
      icon={<PictureAsPdfOutlined />}
      variant={variant}
    />
  );
}
