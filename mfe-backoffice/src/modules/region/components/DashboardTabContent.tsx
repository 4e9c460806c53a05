import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '@hackathon/ui';
import { useT } from '../../../i18n';
import type { DashboardTabContext } from './RegionDashboardFrame';
import { RegionOverview } from './RegionOverview';
import { SuperOverview } from './SuperOverview';

/*
 * The other tabs load on first use: the dashboards open on the overview, and the lists, the payment
 * verification screen and the schedule screen are each a sizeable part of the remote.
 */
const ReadOnlyDataTab = lazy(() => import('../../readonly').then((m) => ({ default: m.ReadOnlyDataTab })));
const PaymentVerificationPanel = lazy(() =>
  import('../../payment-verification').then((m) => ({ default: m.PaymentVerificationPanel })),
);
const ScheduleAttendancePanel = lazy(() => import('../../schedule').then((m) => ({ default: m.ScheduleAttendancePanel })));

function TabContent({ tab, audience, role, region, openTab }: DashboardTabContext) {
  switch (tab.key) {
    case 'overview':
      return audience === 'super' ? <SuperOverview role={role} onOpenTab={openTab} /> : <RegionOverview role={role} region={region} onOpenTab={openTab} />;
    case 'payments':
      return <PaymentVerificationPanel />;
    case 'schedule':
      return <ScheduleAttendancePanel />;
    default:
      // the five data tabs; `key` gives each list its own state (search, filters, page)
      return tab.listType ? <ReadOnlyDataTab key={tab.listType} type={tab.listType} audience={audience} region={region} /> : null;
  }
}

/** The tab registry of both dashboards: what each `?tab=` shows. */
export function DashboardTabContent(context: DashboardTabContext) {
  const t = useT();
  return (
    <Suspense fallback={<LoadingSpinner label={t('dashboards.frame.loadingTab', { name: context.tab.label })} />}>
      <TabContent {...context} />
    </Suspense>
  );
}
