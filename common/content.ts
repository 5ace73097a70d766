/** CMS content (SPEC §3): a page by path. */
export interface CmsContent {
  path: string;
  title: string;
  content: string;
  showLayout: boolean;
}

export const CONTENT_QUERY = /* GraphQL */ `
  query Content($path: String!) {
    content(path: $path) {
      path
      title
      content
      showLayout
    }
  }
`;
