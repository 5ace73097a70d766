/**
 * Component tests share two cores with the other test files in CI: under load, what a screen shows
 * after an answer can take longer than Testing Library's default second to appear. A wait that
 * fails still fails, only later.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
