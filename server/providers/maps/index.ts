import type { Config } from '../../config';
import { googleMapsProvider } from './google';
import type { MapsProvider } from './maps.types';
import { offlineMapsProvider } from './offline';

export function createMapsProvider(config: Pick<Config, 'maps'>): MapsProvider {
  return config.maps.provider === 'google' && config.maps.apiKey
    ? googleMapsProvider({ apiKey: config.maps.apiKey })
    : offlineMapsProvider();
}
