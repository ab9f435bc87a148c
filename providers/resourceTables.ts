import type { InterfaceLanguage } from '../domain/languages';
import type { ResourceAccess, ResourceApi } from '../domain/permissions/access';
import { manifests } from '../resources';
import type { Role } from './http/types';
import { MENU_GROUPS, type MenuGroupId, type Registration, type ResourceManifest } from './resourceManifest';

// The one reader of the list of manifests (resources/index.ts): every table the app needs about its
// resources is derived here, and the rest of providers/ and src/ import these tables, never resources/.

type Manifest = (typeof manifests)[number];
const all: readonly ResourceManifest[] = manifests;

const table = <T>(of: (manifest: ResourceManifest) => T | undefined): Readonly<Record<string, T>> =>
  Object.freeze(Object.fromEntries(all.flatMap((manifest) => (of(manifest) === undefined ? [] : [[manifest.name, of(manifest)!]]))));

/** Resource → its place in the API (path, single records, batches). */
export const resourceApis: Readonly<Record<string, ResourceApi>> = table((manifest) => manifest.api);

/** Resource → who may do what; a resource missing here is closed to everyone. */
export const accessTable: Readonly<Record<string, ResourceAccess>> = table((manifest) => manifest.access);

type Batches<M> = M extends { api: { batch: infer B } } ? keyof B & string : never;
/** A batch some resource has: what `BatchButton` and `ChoiceBatchButton` accept as `batch`. */
export type BatchName = Batches<Manifest>;

type Named<M> = M extends { name: infer N extends string; names: { en: string } } ? N : never;
/** A resource with a name of its own in the catalogue (`resources.<name>.name`). */
export type NamedResource = Named<Manifest>;

/**
 * Every named resource's English name (`singular |||| plural`): the first view's catalogue carries
 * them. A module a screen imports reads these names when asked (the messages' `get name()`), not
 * while it loads: a screen may start loading while this list is still being read.
 */
export const resourceNamesEn = table((manifest) => manifest.names?.en) as Readonly<Record<NamedResource, string>>;

/**
 * Every resource's labels in one language (`resources.<name>.*`), each loaded by its manifest's
 * `messages`: what the app adds to its own part of the catalogue when the screens first need them.
 */
export async function loadResourceMessages(locale: InterfaceLanguage): Promise<Readonly<Record<string, object>>> {
  const loaded = await Promise.all(all.flatMap((manifest) => (manifest.messages ? [manifest.messages[locale]().then((messages) => [manifest.name, messages] as const)] : [])));
  return Object.fromEntries(loaded);
}

/** One `<Resource>` of a role app. */
export interface RoleResource {
  readonly manifest: ResourceManifest;
  readonly registration: Registration;
}

/** The resources a role app registers, in the list's order, and how. */
export function roleResources(role: Role): readonly RoleResource[] {
  return all.flatMap((manifest) => {
    const registration = manifest.apps?.[role];
    return registration ? [{ manifest, registration }] : [];
  });
}

/** A group of the staff menu: its resources in menu order. */
export interface MenuGroupEntries {
  readonly id: MenuGroupId;
  readonly resources: readonly string[];
}

const byOrder = (entries: { name: string; order: number }[]): string[] => entries.sort((a, b) => a.order - b.order).map((entry) => entry.name);

/** The staff menu's groups in their order, each with its resources in theirs. */
export const staffMenuGroups: readonly MenuGroupEntries[] = Object.freeze(
  MENU_GROUPS.map((id) => ({
    id,
    resources: byOrder(all.flatMap((manifest) => (manifest.menu?.staff?.group === id ? [{ name: manifest.name, order: manifest.menu.staff.order }] : []))),
  })),
);

/** The affiliate's flat menu, in order. */
export const affiliateMenuEntries: readonly string[] = Object.freeze(
  byOrder(all.flatMap((manifest) => (manifest.menu?.affiliate === undefined ? [] : [{ name: manifest.name, order: manifest.menu.affiliate }]))),
);

/** The advertiser's flat menu, in order. */
export const advertiserMenuEntries: readonly string[] = Object.freeze(
  byOrder(all.flatMap((manifest) => (manifest.menu?.advertiser === undefined ? [] : [{ name: manifest.name, order: manifest.menu.advertiser }]))),
);
