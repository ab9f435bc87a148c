import { roleDefaultsAccess } from '../../domain/permissions/resources';
import { defineResource } from '../../providers/resourceManifest';

/** The defaults for new users, shown on the permission settings; no `<Resource>`. */
export default defineResource({
  name: 'role-defaults',
  access: roleDefaultsAccess,
});
