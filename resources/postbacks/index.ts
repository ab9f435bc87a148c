import SettingsInputAntennaIcon from '@mui/icons-material/SettingsInputAntenna';
import { PostbacksPage } from './PostbacksPage';

/** The affiliate's postbacks: `<Resource name="postbacks" {...postbacks} />` in the affiliate app. */
const postbacks = { list: PostbacksPage, icon: SettingsInputAntennaIcon };

export default postbacks;
