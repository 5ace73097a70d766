/** Content pages: the staff's editor and the pages it publishes. */
import type { Feature } from '../../compose';
import { contentGraphql } from './content.graphql';
import { createContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { type ContentService, createContentService } from './content.service';

export interface ContentServices {
  content: ContentService;
}

export const contentFeature: Feature<ContentServices> = {
  name: 'content',
  services: ({ db, clock, audit }, s) => ({
    content: createContentService({
      repo: createContentRepository(db),
      clock,
      audit,
      translations: s.translations,
    }),
  }),
  routes: (r) => [contentRoutes(r)],
  graphql: (s) => [contentGraphql(s.content)],
};
