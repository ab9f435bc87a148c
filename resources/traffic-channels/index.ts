import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import { trafficChannelsAccess } from '../../domain/dictionaries/access';
import { referenceDictionary } from '../dictionaries/referenceDictionary';

/** The traffic channels, a read-only dictionary (spec 1 §7) over a cached GET. */
export default referenceDictionary('traffic-channels', trafficChannelsAccess, {
  list: 'TrafficChannelList',
  menuOrder: 5,
  icon: SettingsEthernetIcon,
  names: { en: 'Traffic channel |||| Traffic channels' },
});
