/**
 * The batch endpoints behind react-admin's `updateMany` (docs/api.md): a screen names the batch in
 * `meta.batch` (`useUpdateMany(resource, { ids, data, meta: { batch: 'status' } })`) and the
 * dataProvider posts `{ ids, ...data }` to the path kept here.
 */
export const batchPaths = Object.freeze({
  'user-operations/affiliates': {
    status: '/user_profiles/user-accounts/batch-set-status/affiliate',
    'commission-type': '/user_profiles/user-accounts/batch-set-commission-type',
    manager: '/user_profiles/affiliates/batch-change-manager',
  },
  'user-operations/managers': { status: '/user_profiles/user-accounts/batch-set-status/manager' },
  'user-operations/affiliate-requests': {
    approve: '/user_profiles/affiliate-requests/batch-approve',
    decline: '/user_profiles/affiliate-requests/batch-decline',
    'lead-status': '/user_profiles/affiliate-requests/batch-set-lead-status',
  },
  offers: { status: '/campaigns/batch-status' },
  payouts: { status: '/billing/payouts/batch-status' },
}) satisfies Readonly<Record<string, Readonly<Record<string, string>>>>;

export type BatchName = { [R in keyof typeof batchPaths]: keyof (typeof batchPaths)[R] }[keyof typeof batchPaths];

/** The batch's path for a resource, or undefined when the resource has no such batch. */
export function batchPath(resource: string, batch: string): string | undefined {
  return (batchPaths as Readonly<Record<string, Readonly<Record<string, string>>>>)[resource]?.[batch];
}
