export { CredentialsPanel } from './components/CredentialsPanel';
