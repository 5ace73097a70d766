/** The client's formatting: SPEC §9 dates (dayjs, shared with the server) and text rules. */
export { formatDate, formatDateTime } from '../../common/dates';
export { truncate } from '../../common/text';
