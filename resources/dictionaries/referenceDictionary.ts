import type { ResourceProps } from 'react-admin';
import type { DictionaryName } from '../../domain/dictionaries/access';
import type { ResourceAccess } from '../../domain/permissions/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

type ReferenceList = keyof typeof import('./ReferenceDictionaryLists');

/**
 * The manifest of a read-only reference dictionary (spec 1 §7), a cached GET with no path of its
 * own: the admin's list under Dictionaries (a screen of ./ReferenceDictionaryLists), its entries
 * represented by name, its labels in this folder's catalogues under the resource's name.
 */
export const referenceDictionary = <const N extends DictionaryName, const A extends ResourceAccess>(
  name: N,
  access: A,
  { list, menuOrder, icon, names }: { list: ReferenceList; menuOrder: number; icon: ResourceProps['icon']; names: { en: string } },
) =>
  defineResource({
    name,
    access,
    apps: { admin: 'screens' },
    menu: { staff: { group: 'dictionaries', order: menuOrder } },
    list: lazyScreen(() => import('./ReferenceDictionaryLists'), list),
    icon,
    recordRepresentation: 'name',
    names,
    messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'dictionaryMessages', name),
  });
