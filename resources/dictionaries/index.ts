import LanguageIcon from '@mui/icons-material/Language';
import PaidIcon from '@mui/icons-material/Paid';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import TurnRightIcon from '@mui/icons-material/TurnRight';
import { CommissionTypeList, CountryList, RedirectTypeList, TrafficChannelList } from './ReferenceDictionaryLists';

// The read-only dictionaries (spec 1 §7): list screens only, over cached GETs.
export const commissionTypes = { list: CommissionTypeList, icon: PaidIcon, recordRepresentation: 'name' };
export const redirectTypes = { list: RedirectTypeList, icon: TurnRightIcon, recordRepresentation: 'name' };
export const trafficChannels = { list: TrafficChannelList, icon: SettingsEthernetIcon, recordRepresentation: 'name' };
export const countries = { list: CountryList, icon: LanguageIcon, recordRepresentation: 'name' };
