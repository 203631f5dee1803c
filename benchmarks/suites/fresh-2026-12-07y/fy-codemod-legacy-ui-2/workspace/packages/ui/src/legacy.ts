/** @deprecated import from '@acme/ui' */
export { Button as LegacyButton, Card as LegacyCard, Dialog as LegacyModal } from './index';
