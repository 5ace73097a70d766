/** The browser's session history (the `history` package): navigation pushes and replaces through it. */
import { createBrowserHistory } from 'history';

export const history = createBrowserHistory();
