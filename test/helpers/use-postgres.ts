process.env.TEST_DB = 'postgres';
// The generated-input fuzz runs in full on SQLite; here a fifth of it per run (FUZZ_RUNS overrides).
process.env.FUZZ_RUNS ??= '2000';
