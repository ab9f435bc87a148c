import { TrafficReport } from '../traffic-report/TrafficReport';

/** A manager's Global report (UI_Reports_Global): the traffic report over the whole network, by the dimensions that name no affiliate. */
export function GlobalReport() {
  return <TrafficReport kind="global" />;
}
