export { CertificateList, type CertificateListProps, type CertificateGroup } from './CertificateList';
export { CertificateCard, type CertificateCardProps } from './CertificateCard';
export { CertificateActions, type CertificateActionsProps } from './CertificateActions';
export { CertificateStatusChip } from './CertificateStatusChip';
export { useCertificateDownload, CERTIFICATE_FILE_TIMEOUT_MS } from './useCertificateDownload';
export { useMyCertificates } from './useMyCertificates';
