import LanguageIcon from '@mui/icons-material/Language';
import PaidIcon from '@mui/icons-material/Paid';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import TurnRightIcon from '@mui/icons-material/TurnRight';
import { lazyScreen } from '../../src/apps/lazyScreen';

// The read-only dictionaries (spec 1 §7): list screens only, over cached GETs.
export const commissionTypes = {
  list: lazyScreen(() => import('./ReferenceDictionaryLists'), 'CommissionTypeList'),
  icon: PaidIcon,
  recordRepresentation: 'name',
};
export const redirectTypes = {
  list: lazyScreen(() => import('./ReferenceDictionaryLists'), 'RedirectTypeList'),
  icon: TurnRightIcon,
  recordRepresentation: 'name',
};
export const trafficChannels = {
  list: lazyScreen(() => import('./ReferenceDictionaryLists'), 'TrafficChannelList'),
  icon: SettingsEthernetIcon,
  recordRepresentation: 'name',
};
export const countries = { list: lazyScreen(() => import('./ReferenceDictionaryLists'), 'CountryList'), icon: LanguageIcon, recordRepresentation: 'name' };
