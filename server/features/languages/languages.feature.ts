/** The language each reader is answered in (the negotiation itself is server/http/language.ts). */
import type { Feature } from '../../compose';
import { readerLanguageRoutes } from './reader-language.routes';
import { createReaderLanguageService, type ReaderLanguageService } from './reader-language.service';

export interface LanguagesServices {
  readerLanguage: ReaderLanguageService;
}

export const languagesFeature: Feature<LanguagesServices> = {
  name: 'languages',
  services: ({ db, clock, audit }) => ({ readerLanguage: createReaderLanguageService({ db, clock, audit }) }),
  routes: (r) => [readerLanguageRoutes(r)],
};
