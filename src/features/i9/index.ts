/** Form I-9's public entry for other features (the dashboard's line under an application). */
export { I9Line } from './I9Line';
export { fetchMyI9s } from './api';
