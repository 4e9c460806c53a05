/** What other modules may use of payment verification: the module. */
export { PaymentVerificationModule } from './payment-verification.module';
