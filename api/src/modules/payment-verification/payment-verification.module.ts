import { Module } from '@nestjs/common';
import { BackgroundMailService } from '../../mail';
import { PaymentsModule } from '../payments';
import { PaymentOverviewService } from './payment-overview.service';
import { PaymentVerdictsService } from './payment-verdicts.service';
import { PaymentVerificationController } from './payment-verification.controller';
import { PaymentVerificationService } from './payment-verification.service';

/** Payment verification (/payment-verification/*): the super admin's and region admins' table, stats, export, receipts and verdicts. */
@Module({
  imports: [PaymentsModule],
  controllers: [PaymentVerificationController],
  providers: [PaymentVerificationService, PaymentVerdictsService, PaymentOverviewService, BackgroundMailService],
})
export class PaymentVerificationModule {}
