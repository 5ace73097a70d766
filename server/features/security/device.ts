/** A browser's User-Agent in plain words for the sessions list ("Firefox on Windows"). */
import { i18n } from '../../../common/i18n';

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The device in English words, as the audit trail records it. */
export function describeDevice(userAgent: string | null): string {
  return deviceIn(userAgent, { unknown: 'Unknown device', on: (browser, system) => `${browser} on ${system}` });
}

/** The device as the sessions list shows it, in the reader's language. */
export function deviceLabel(userAgent: string | null): string {
  return deviceIn(userAgent, {
    unknown: i18n._('Unknown device'),
    on: (browser, system) => i18n._('{browser} on {system}', { browser, system }),
  });
}

function deviceIn(
  userAgent: string | null,
  words: { unknown: string; on: (browser: string, system: string) => string },
): string {
  if (!userAgent) return words.unknown;
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return words.on(browser, system);
  if (browser ?? system) return (browser ?? system) as string;
  // A program, not a browser (curl, a script): its first word.
  return userAgent.split(/[\s/]/)[0]?.slice(0, 40) || words.unknown;
}
