/**
 * Form I-9's public entry for other features: the dashboard's line under an application, and the
 * staff pipeline's state of an offer's form with the acceptance recorded for one accepted elsewhere.
 */
export { I9Line } from './I9Line';
export { fetchMyI9s } from './api';
export { OfferAcceptance } from './OfferAcceptance';
