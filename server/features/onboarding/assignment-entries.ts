/**
 * The addresses in what staff typed or a CSV file's text, and what was not used, with why. Lines
 * hold cells (comma, semicolon or tab); a cell's words holding an '@' are its addresses (a name
 * beside one, as in `Casey Morgan <casey@example.com>`, is left alone). A word with an '@' that is
 * not an address, or a line with no '@' at all, is reported, never dropped in silence; only a CSV
 * header (a line naming an email column) is passed over.
 */
import { ONBOARDING_MESSAGES as M } from '../../../common/onboarding';

/** One '@', something before it, and a dotted domain after it; no spaces or separators. */
const ADDRESS = /^[^\s@<>()[\]",;:]+@[^\s@<>()[\]",;:]+\.[^\s@<>()[\]",;:.][^\s@<>()[\]",;:]*$/;
const MAX_ADDRESS = 254;
/** A reported entry is cut to this length (a pasted paragraph stays readable in the answer). */
const MAX_SHOWN = 80;

/** A CSV header line: one of its cells names the email column. */
const isHeader = (line: string) => line.split(/[,;\t]/).some((cell) => /^\s*"?e-?mail(\s+address)?"?\s*$/i.test(cell));

const shown = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text);

export function assignmentEntries(text: string): { emails: string[]; notUsed: { entry: string; reason: string }[] } {
  const emails = new Set<string>();
  const notUsed: { entry: string; reason: string }[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    if (!line.includes('@')) {
      if (!isHeader(line)) notUsed.push({ entry: shown(line), reason: M.noEmailInLine });
      continue;
    }
    for (const cell of line.split(/[,;\t]/)) {
      for (const word of cell.split(/\s+/)) {
        if (!word.includes('@')) continue;
        // Quotes and angle brackets around an address are the file's or the mail client's, not the address's.
        const address = word.replace(/^["'<(]+|[>)"'.]+$/g, '').toLowerCase();
        if (ADDRESS.test(address) && address.length <= MAX_ADDRESS) emails.add(address);
        else notUsed.push({ entry: shown(word), reason: M.notAnEmail });
      }
    }
  }
  return { emails: [...emails], notUsed };
}
