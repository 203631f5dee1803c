export { Button } from './Button';
export { Card } from './Card';
export { Dialog } from './Dialog';
