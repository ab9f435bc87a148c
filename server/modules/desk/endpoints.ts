import type { Endpoint } from '../../http/types';
import { contactTodayEndpoints } from './contactTodayRoutes';

/** The manager's desk: the contact-today call list. */
export const endpoints: Endpoint[] = [...contactTodayEndpoints];
