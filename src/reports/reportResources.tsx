import AssessmentIcon from '@mui/icons-material/Assessment';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { Resource } from 'react-admin';
import { ConversionList } from '../../resources/conversions/ConversionList';
import type { AppRole } from '../boot/pickApp';

// the report screens load when opened: the back office's first load stays as it was
const TrafficReportLazy = lazy(() => import('./TrafficReport').then((m) => ({ default: m.TrafficReport })));
const ClickLogLazy = lazy(() => import('./ClickLogList').then((m) => ({ default: m.ClickLogList })));

const TrafficReport = () => (
  <Suspense fallback={<LinearProgress />}>
    <TrafficReportLazy />
  </Suspense>
);
const ClickLog = () => (
  <Suspense fallback={<LinearProgress />}>
    <ClickLogLazy />
  </Suspense>
);
const ConversionLog = () => <ConversionList log />;

/** The Reports screens (spec 3 §5): the traffic report and the click log for every role, the conversion log for staff (affiliates have Conversions). */
export function reportResources(role: AppRole) {
  return [
    <Resource key="traffic-report" name="traffic-report" list={TrafficReport} icon={AssessmentIcon} />,
    <Resource key="click-log" name="click-log" list={ClickLog} icon={ListAltIcon} />,
    ...(role === 'affiliate' ? [] : [<Resource key="conversion-log" name="conversion-log" list={ConversionLog} icon={ReceiptLongIcon} />]),
  ];
}
