import GroupsIcon from '@mui/icons-material/Groups';
import { AffiliateList } from './AffiliateList';

const affiliates = { list: AffiliateList, icon: GroupsIcon, recordRepresentation: 'email' };
export default affiliates;
