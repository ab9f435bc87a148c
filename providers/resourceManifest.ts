import type { ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import type { InterfaceLanguage } from '../domain/languages';
import type { ResourceAccess, ResourceApi } from '../domain/permissions/access';
import type { Role } from './http/types';

/** The staff menu's groups, in the order the menu draws them. */
export const MENU_GROUPS = ['offers', 'leads', 'conversions', 'reports', 'userOperations', 'tracking', 'dictionaries', 'settings'] as const;
export type MenuGroupId = (typeof MENU_GROUPS)[number];

/**
 * How a role app registers a resource: `screens` with its screens (and its menu entry, when it has
 * a list and a place in the menu); `picker` by name and record representation only, so reference
 * inputs read it while the role has no screen of it (languages and offer groups for affiliates).
 */
export type Registration = 'screens' | 'picker';


/**
 * Everything the app knows of one react-admin resource, declared once in `resources/<name>/index.ts`
 * and named in the one list, `resources/index.ts`. The path table (providers/resourcePaths.ts), the
 * access table (providers/canAccess.ts), each role app's `<Resource>`s, the menu and the names in
 * the first view's catalogue are derived from that list (providers/resourceTables.ts).
 */
export interface ResourceManifest {
  /** react-admin's resource name: the URL under /{role}/d and the key of its messages (`resources.<name>`) */
  readonly name: string;
  /** its place in the API (a `domain/<area>/access.ts` object, which the server's endpoint rows also read) */
  readonly api?: ResourceApi;
  /** who may do what (from `domain/`, as `api`); a resource without it is closed to everyone */
  readonly access?: ResourceAccess;
  /** the role apps that register it, and how; none: a resource the app reads without a `<Resource>` */
  readonly apps?: Readonly<Partial<Record<Role, Registration>>>;
  /** its menu entry: a group and its order there in the staff menu; its order in the affiliate's and the advertiser's flat menus */
  readonly menu?: { readonly staff?: { readonly group: MenuGroupId; readonly order: number }; readonly affiliate?: number; readonly advertiser?: number };
  // its screens and the rest of `<Resource>`'s props, as react-admin types them
  readonly list?: ResourceProps['list'];
  readonly create?: ResourceProps['create'];
  readonly edit?: ResourceProps['edit'];
  readonly show?: ResourceProps['show'];
  readonly icon?: ResourceProps['icon'];
  readonly options?: ResourceProps['options'];
  readonly recordRepresentation?: ResourceProps['recordRepresentation'];
  /** routes under the resource's path (`<Route path=":id/postbacks" …>`) */
  readonly children?: ReactNode;
  /** its name in English (`singular |||| plural`), in the first view's catalogue: the menu and the page titles show it */
  readonly names?: { readonly en: string };
  /**
   * its screens' labels (`resources.<name>.*`) in each interface language, loaded with the screens:
   * a language's whole catalogue is the app's own part plus every manifest's (src/i18n/i18nProvider.ts)
   */
  readonly messages?: { readonly [L in InterfaceLanguage]: () => Promise<object> };
}

/** A manifest, checked against the shape while its literal types (batch names) are kept. */
export const defineResource = <const M extends ResourceManifest>(manifest: M): M => manifest;

type Catalogues<X extends string, L extends InterfaceLanguage> = { readonly [P in X]: { readonly [Q in L]: object } };

/**
 * A manifest's `messages`, read from its two catalogue modules (`messages.ts` and `messages.ru.ts`),
 * each of which exports `exportName` as `{ en }` or `{ ru }`; `key` picks the resource's part where
 * one catalogue serves several resources (`resources.<key>`). Each language loads on first use.
 */
export function lazyMessages<X extends string, E extends Catalogues<X, 'en'>, R extends Catalogues<X, 'ru'>>(
  en: () => Promise<E>,
  ru: () => Promise<R>,
  exportName: X,
  key?: keyof E[X]['en'] & keyof R[X]['ru'] & string,
): NonNullable<ResourceManifest['messages']> {
  const part = (catalogue: object): object => (key === undefined ? catalogue : (catalogue as Readonly<Record<string, object>>)[key]!);
  return { en: () => en().then((module) => part(module[exportName].en)), ru: () => ru().then((module) => part(module[exportName].ru)) };
}
