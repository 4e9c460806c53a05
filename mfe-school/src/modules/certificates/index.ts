// The school's certificates (issue 28): the dashboard's Certificates tab.
export { CertificatesPanel } from './components/CertificatesPanel';
