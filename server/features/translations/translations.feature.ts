/** Translations of employer-written texts: one store that the features owning those texts use. */
import type { Feature } from '../../compose';
import { createTranslationsService, type TranslationsService } from './translations.service';

export interface TranslationsServices {
  translations: TranslationsService;
}

export const translationsFeature: Feature<TranslationsServices> = {
  name: 'translations',
  services: ({ db, clock }) => ({ translations: createTranslationsService({ db, clock }) }),
};
