import { CONTENT_QUERY, type CmsContent } from '../../../common/content';
import { NOT_FOUND_TITLE } from './messages';
import { graphql } from '../../lib/graphql';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { ContentPage } from './ContentPage';
import { NotFound } from './NotFound';

// docs/product.md §2: any other path is a CMS page by path; without one the router draws notFound.
export const content: ScreenAction = async ({ pathname }) => {
  const data = await graphql<{ content: CmsContent | null }>({ query: CONTENT_QUERY, variables: { path: pathname } });
  const page = data?.content;
  if (!page) return null;
  return {
    title: page.title,
    description: page.metaDescription || undefined,
    component: <ContentPage page={page} />,
    showLayout: page.showLayout,
  };
};

export const notFound: ScreenAction = () => ({ title: NOT_FOUND_TITLE, component: <NotFound /> });

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = {
  content: 'Careers, contract and permanent jobs with our staffing team.',
  notFound: 'Careers, contract and permanent jobs with our staffing team.',
};
