import { lazy } from 'react';

/**
 * QR labels and the scanner. The buttons are small and load with the screens that show them;
 * the label sheet (with the QR encoder) and the scanner (with the decoder) load when opened.
 */
export { ScanButton } from './components/scan-button';
export { LabelsLink } from './components/labels-link';
export type { LabelSelection } from './label-sheet';
export const LabelsPage = lazy(() =>
  import('./components/labels-page').then((m) => ({ default: m.LabelsPage })),
);
