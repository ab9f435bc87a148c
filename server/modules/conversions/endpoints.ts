import type { Endpoint } from '../../http/types';
import { conversionEndpoints } from './conversionRoutes';
import { holdEndpoints } from './holdRoutes';
import { testConversionEndpoints } from './testConversionRoutes';

/** Conversions (spec 3 §4): the log and its moderation; /postback and the pixels live on tracking domains. */
export const endpoints: Endpoint[] = [...holdEndpoints, ...conversionEndpoints, ...testConversionEndpoints];
