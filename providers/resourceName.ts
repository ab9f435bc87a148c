import { resourceNamesEn, type NamedResource } from './resourceTables';

/**
 * A resource's English messages (`resources.<name>.*`) with their `name` read from its manifest's
 * `names.en` when asked, not while the module loads: a screen may start loading while the list of
 * manifests is still being read (providers/resourceTables.ts).
 */
export function withResourceName<M extends object>(resource: NamedResource, messages: M): { readonly name: string } & M {
  return Object.defineProperty(messages, 'name', { get: () => resourceNamesEn[resource], enumerable: true, configurable: true }) as { readonly name: string } & M;
}
