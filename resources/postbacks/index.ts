import SettingsInputAntennaIcon from '@mui/icons-material/SettingsInputAntenna';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** The affiliate's postbacks: `<Resource name="postbacks" {...postbacks} />` in the affiliate app. */
const postbacks = { list: lazyScreen(() => import('./PostbacksPage'), 'PostbacksPage'), icon: SettingsInputAntennaIcon };

export default postbacks;
