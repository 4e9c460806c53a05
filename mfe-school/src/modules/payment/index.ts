export { PaymentPanel } from './components/PaymentPanel';
