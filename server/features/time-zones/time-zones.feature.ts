/** The zone each reader's times are shown in. */
import type { Feature } from '../../compose';
import { readerZoneRoutes } from './reader-zone.routes';
import { createReaderZoneService, type ReaderZoneService } from './reader-zone.service';

export interface TimeZonesServices {
  readerZone: ReaderZoneService;
}

export const timeZonesFeature: Feature<TimeZonesServices> = {
  name: 'time-zones',
  services: ({ config, db, clock, audit }) => ({
    readerZone: createReaderZoneService({ db, clock, audit, defaultTimeZone: config.defaultTimeZone }),
  }),
  routes: (r) => [readerZoneRoutes(r)],
};
