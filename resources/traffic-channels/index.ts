import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import { trafficChannelsAccess } from '../../domain/dictionaries/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The traffic channels, a read-only dictionary (spec 1 §7) over a cached GET. */
const trafficChannels = defineResource({
  name: 'traffic-channels',
  access: trafficChannelsAccess,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'dictionaries', order: 5 } },
  list: lazyScreen(() => import('../dictionaries/ReferenceDictionaryLists'), 'TrafficChannelList'),
  icon: SettingsEthernetIcon,
  recordRepresentation: 'name',
  names: { en: 'Traffic channel |||| Traffic channels' },
  messages: {
    en: () => import('../dictionaries/messages').then((m) => m.en['traffic-channels']),
    ru: () => import('../dictionaries/messages.ru').then((m) => m.dictionaryMessages.ru['traffic-channels']),
  },
});

export default trafficChannels;
