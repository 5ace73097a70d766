/**
 * The order test files start in: the longest first, so that no worker is left running one long
 * file alone at the end. Jest knows a file's time from an earlier run in the same checkout; a fresh
 * clone (as in CI) has none, and jest would order by file size, which puts a browser journey (a
 * few hundred lines, a minute of Chromium) behind API files of more bytes that run in seconds.
 * Without a known time, a file's size is weighed by what it drives.
 */
const Sequencer = require('@jest/test-sequencer').default;

/** How long a byte of test takes to run, relatively: a browser journey's most, then a server's. */
function weight(file) {
  if (/[/\\]test[/\\]e2e[/\\]/.test(file)) return 4;
  if (/[/\\]test[/\\]api[/\\]|\.db\.test\.ts$/.test(file)) return 1.5;
  return 1;
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const failed = (t) => this.hasFailed(t);
    const known = (t) => this.time(t);
    const estimate = (t) => (t.context.hasteFS.getSize(t.path) ?? 0) * weight(t.path);
    for (const t of tests) t.duration = known(t);
    return [...tests].sort((a, b) => {
      // As jest does: a file that failed last time first, then files never timed (new ones).
      if (failed(a) !== failed(b)) return failed(a) ? -1 : 1;
      const ta = known(a);
      const tb = known(b);
      if ((ta == null) !== (tb == null)) return ta == null ? -1 : 1;
      if (ta != null && tb != null) return tb - ta;
      return estimate(b) - estimate(a);
    });
  }
}

module.exports = LongestFirst;
