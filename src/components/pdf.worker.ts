// pdf.js's worker, bundled as a same-origin chunk under /assets/ (the CSP allows worker-src 'self').
import 'pdfjs-dist/build/pdf.worker.min.mjs';
