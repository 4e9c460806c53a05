export { PaymentVerificationPanel } from './PaymentVerificationPanel';
