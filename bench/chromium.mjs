/**
 * Debian's Chromium for the browser measurements: its path and the flags the browser tests use too
 * (chromium-flags.json, one list for both; without the background-networking flags Chromium's
 * connections to Google are refused by this network, many at a time).
 */
import { createRequire } from 'node:module';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = createRequire(import.meta.url)('./chromium-flags.json');
