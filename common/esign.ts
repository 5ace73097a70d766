/**
 * Contract of the built-in signing page (docs/architecture.md §5). Its document comes as pages rendered on
 * the server: a manifest the page lays out before any image arrives, each page's image URL and its
 * words with their positions (the text layer that screen readers and find-in-page read).
 */
import type { SignerField } from './onboarding';

/** How wide a page image shows (an `<img sizes>`): the signing page's column, at most 876 CSS px. */
export const PAGE_IMAGE_SIZES = '(max-width: 900px) 100vw, 876px';

/** One run of text, in PDF points from the page's top-left corner. */
export interface PageTextItem {
  str: string;
  /** Where the run's baseline starts. */
  x: number;
  y: number;
  /** The run's advance width (absent for a form field's value: its width is the browser's) and font size. */
  width?: number;
  size: number;
  /** Degrees clockwise, omitted when 0. */
  angle?: number;
}

export interface PageInfo {
  /** The page box in PDF points (1/72 inch), after the page's own rotation. */
  width: number;
  height: number;
  /** Same-origin URL of the page image, immutable (named by the PDF's SHA-256). */
  image: string;
  /** The same image at each width it comes in (an `<img srcset>`): a narrow screen takes fewer bytes. */
  srcset: string;
  text: PageTextItem[];
}

/** GET /api/esign/pages */
export interface SigningPages {
  /** SHA-256 of exactly the PDF bytes the pages show. */
  sha256: string;
  pages: PageInfo[];
}

/** POST /api/esign/open: the ceremony the one-time token opened. */
export interface OpenedCeremony {
  /** Sent back in the X-Esign-Key header by every later step; the page keeps it in memory only. */
  ceremonyKey: string;
  formTitle: string;
  informational: boolean;
  signerName: string;
  /** What the signer fills before finishing. */
  fields: SignerField[];
  /** Milliseconds the page has before session_timeout. */
  timeoutMs: number;
  /** The employer countersigns a document the candidate signed (no consumer consent is asked). */
  countersign?: boolean;
  /** The rendered pages when they are ready already (saves a round trip); else GET /api/esign/pages. */
  pages?: SigningPages;
}

/** POST /api/esign/extend: the ceremony's new deadline (WCAG 2.2.1 Timing Adjustable). */
export interface ExtendedCeremony {
  /** Milliseconds the page has now before session_timeout. */
  timeoutMs: number;
}

/**
 * What the HTML of /esign/sign carries for a token it may open, so the page draws the consent and
 * the first page before its opening call returns. Its pages have no words yet (they come with the
 * opening): the HTML stays small on a slow network.
 */
export type SigningPreview = Omit<OpenedCeremony, 'ceremonyKey'>;

/** The longest reason a signer may give for declining (POST /api/esign/decline {reason}). */
export const DECLINE_REASON_MAX = 500;
