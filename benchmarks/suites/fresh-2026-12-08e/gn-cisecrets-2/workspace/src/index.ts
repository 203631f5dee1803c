export { relay } from './relay';
export type { RelayOptions } from './relay';
