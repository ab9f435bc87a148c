import { useDictionary } from '../../providers/useDictionary';

interface Country {
  name: string;
  alpha_code: string;
}
interface Channel {
  code: string;
  name: string;
}

/** Countries (by ISO alpha-2) and traffic channels (by code) as select choices, from the cached dictionaries. */
export function useOfferChoices() {
  const countries = useDictionary<Country[]>('countries');
  const channels = useDictionary<Channel[]>('traffic-channels');
  return {
    countries: (countries.data ?? []).map((c) => ({ id: c.alpha_code, name: c.name })),
    channels: (channels.data ?? []).map((c) => ({ id: c.code, name: c.name })),
  };
}
