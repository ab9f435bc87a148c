import { ok } from '../../http/respond';
import type { Endpoint } from '../../http/types';

export const softwareEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/software',
    access: { kind: 'public' },
    handler: (c) => ok(c, { name: 'AffNet', version: process.env.npm_package_version ?? '0.1.0', api: 1 }),
  },
];
