/** Voluntary self-identification's public entry for other features (dashboard, job screens). */
export { SelfIdLine, SelfIdPrompt } from './SelfIdLinks';
export { fetchSelfIdOverview } from './api';
