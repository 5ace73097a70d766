// The ALTCHA proof-of-work worker for the SHA-* algorithms, bundled as a same-origin file so the
// strict CSP needs no blob: workers (docs/product.md §2 registration captcha).
import 'altcha/workers/sha';
