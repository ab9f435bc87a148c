import AssessmentIcon from '@mui/icons-material/Assessment';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PublicIcon from '@mui/icons-material/Public';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Resource } from 'react-admin';
import { lazyScreen } from '../apps/lazyScreen';
import type { AppRole } from '../boot/pickApp';

// the report screens load when opened: the back office's first load stays as it was
const TrafficReport = lazyScreen(() => import('./TrafficReport'), 'TrafficReport');
const GlobalReport = lazyScreen(() => import('./GlobalReport'), 'GlobalReport');
const ClickLog = lazyScreen(() => import('./ClickLogList'), 'ClickLogList');
const ConversionList = lazyScreen(() => import('../../resources/conversions/ConversionList'), 'ConversionList');
const ConversionLog = () => <ConversionList log />;

/** The Reports screens (spec 3 §5): the traffic report and the click log for every role, the Global report for managers, the conversion log for staff (affiliates have Conversions). */
export function reportResources(role: AppRole) {
  return [
    <Resource key="traffic-report" name="traffic-report" list={TrafficReport} icon={AssessmentIcon} />,
    ...(role === 'manager' ? [<Resource key="global-report" name="global-report" list={GlobalReport} icon={PublicIcon} />] : []),
    <Resource key="click-log" name="click-log" list={ClickLog} icon={ListAltIcon} />,
    ...(role === 'affiliate' ? [] : [<Resource key="conversion-log" name="conversion-log" list={ConversionLog} icon={ReceiptLongIcon} />]),
  ];
}
