import { defineResource, lazyMessages, type ResourceManifest } from '../../providers/resourceManifest';

type SlugOf<K> = K extends `user-operations/${infer S}` ? S : never;
/** The user operations this folder's catalogues label (`resources.user-operations/<slug>`). */
type UserOperation = SlugOf<keyof Awaited<ReturnType<typeof loadEn>>['userManagementMessages']['en']>;

const loadEn = () => import('./messages');
const loadRu = () => import('./messages.ru');

/**
 * The manifest of a screen under /d/user-operations (spec 2 §2): its name is `user-operations/<slug>`,
 * it sits in the staff menu's User operations group at `menuOrder`, and its labels are in this
 * folder's catalogues under its name. The rest is the manifest's own.
 */
export const userOperation = <const S extends UserOperation, const M extends Omit<ResourceManifest, 'name' | 'menu' | 'messages'>>(slug: S, menuOrder: number, manifest: M) =>
  defineResource({
    name: `user-operations/${slug}` as const,
    menu: { staff: { group: 'userOperations', order: menuOrder } },
    messages: lazyMessages(loadEn, loadRu, 'userManagementMessages', `user-operations/${slug}` as const),
    ...manifest,
  });
