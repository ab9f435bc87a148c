import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { GroupCreate } from './GroupCreate';
import { GroupEdit } from './GroupEdit';
import { GroupList } from './GroupList';

/** Offer groups, a small dictionary: `<Resource name="offer-groups" {...offerGroups} />`. */
const offerGroups = { list: GroupList, create: GroupCreate, edit: GroupEdit, icon: WorkspacesIcon, recordRepresentation: 'name' };

export default offerGroups;
