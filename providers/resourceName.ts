import { resourceNamesEn } from './resourceTables';

/**
 * A resource's English messages (`resources.<name>.*`) with their `name` read from its manifest's
 * `names.en` when asked, not while the module loads: a screen may start loading while the list of
 * manifests is still being read (providers/resourceTables.ts). `resource` is a plain string: the
 * manifests' types are read off these messages, so naming `NamedResource` here would be a circle.
 */
export function withResourceName<M extends object>(resource: string, messages: M): { readonly name: string } & M {
  return Object.defineProperty(messages, 'name', { get: () => (resourceNamesEn as Readonly<Record<string, string>>)[resource], enumerable: true, configurable: true }) as { readonly name: string } & M;
}
