/** Security headers (SECURITY 3.4.x): a CSP that allows exactly what the app loads. */
import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';

/**
 * Browser features the portal never uses are off for its pages and anything they frame (a page
 * of ours or a script that got in cannot ask for the camera, a location or a payment). Signing
 * draws on a canvas and needs none of them; only passkeys stay possible, for our own origin.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=(self)',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export function securityHeaders(config: Config): RequestHandler {
  const script = ["'self'"];
  const connect = ["'self'"];
  const frame = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  if (config.captcha.provider === 'recaptcha') {
    script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frame.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }
  if (config.analyticsId) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
    img.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  return fixedHeaders(
    { 'Permissions-Policy': PERMISSIONS_POLICY },
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: script,
          // Workers (pdf rendering) are bundled files served from /assets.
          workerSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'"],
          imgSrc: img,
          fontSrc: ["'self'", 'data:'],
          connectSrc: connect,
          frameSrc: frame,
          frameAncestors: ["'self'"],
          // Logout (a form post) may end in the single sign-on provider's logout page.
          formAction: ["'self'", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Same-origin framing only: the signing page is embedded by our own documents screen.
      frameguard: { action: 'sameorigin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
}

/**
 * Helmet's headers depend only on the configuration (no directive here is a function of the
 * request): ask it once at start and set the same headers, with our own, on every response,
 * instead of building the policy strings again for each request.
 */
function fixedHeaders(own: Record<string, string>, middleware: RequestHandler): RequestHandler {
  const headers = new Map<string, string>(Object.entries(own));
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => removed.push(name),
  };
  let called = false;
  void middleware({} as Request, recorder as unknown as Response, () => {
    called = true;
  });
  if (!called) throw new Error('the security headers middleware did not finish at once');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    res.setHeaders(headers);
    next();
  };
}

/** Signed-in answers and API answers must not be kept by shared or browser caches. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
