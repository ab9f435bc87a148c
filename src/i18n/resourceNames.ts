import { resourceNamesEn, type NamedResource } from '../../providers/resourceTables';

// The English name of every resource: the menu and the page titles of the back office's first view
// show them, so they load with it, while the rest of a resource's English labels loads with its
// screens (each manifest's `messages`). Each name is declared in its resource's manifest
// (resources/<name>/index.ts); each resource's messages.ts takes its name from here.

export const resourceNames: Readonly<Record<NamedResource, string>> = resourceNamesEn;

export type ResourceName = NamedResource;

/** `resources.<name>.name` of every resource, the shape the catalogue holds them in. */
export const resourceNameMessages = Object.fromEntries(Object.entries(resourceNames).map(([resource, name]) => [resource, { name }])) as {
  [R in ResourceName]: { name: string };
};
