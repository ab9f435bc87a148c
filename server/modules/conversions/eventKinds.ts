import { PixelAction } from '../../../domain/enums/pixel';
import type { TrafficEventKind } from '../../../domain/dashboard/measures';

/** The dashboards' event kind of each conversion action: an FTD is the dashboards' sale. */
export function eventKindOf(action: PixelAction): TrafficEventKind {
  switch (action) {
    case PixelAction.OptIn:
      return 'optin';
    case PixelAction.Lead:
      return 'lead';
    case PixelAction.FTD:
      return 'sale';
    case PixelAction.Revshare:
      return 'revshare';
    default:
      return 'purchase';
  }
}
