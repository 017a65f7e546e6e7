import { translation } from '../lib/i18n';
import type { uiStrings } from './strings';

/** The shared widgets in English. */
export default translation<typeof uiStrings>('ui', {
  fallbackName: 'User',
  attachments: {
    camera: 'Take photo',
    gallery: 'Choose photo',
    galleryOrFile: 'Choose photo or PDF',
    photoAlt: (n) => `Photo ${n}`,
    open: (name) => `Open ${name}`,
    remove: (name) => `Remove ${name}`,
    moveEarlier: (name) => `Move ${name} earlier`,
    moveLater: (name) => `Move ${name} later`,
    count: (n, max) => `${n}/${max} files`,
    uploading: (percent) => `Uploading ${percent}%`,
    waitingUpload: 'Waiting to upload',
    uploadFailed: 'Upload failed',
    notAvailable: 'Not on this device yet',
    viewerTitle: (n, total) => `${n} / ${total}`,
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
    openPdf: 'Open PDF file',
  },
  savedWhere: {
    deviceTitle: 'Saved on this device',
    deviceText: 'Not on the server yet: it syncs by itself once online.',
    pending: 'Not synced',
    pendingHint: 'This change is only on this device; it is sent to the server once online',
    failed: 'Refused',
    failedHint: (reason) =>
      `The server refused the change: ${reason || 'no reason given'}. Open the Sync screen to fix, retry or discard it.`,
  },
  complexField: {
    label: 'Complex',
    hint: 'You are viewing every complex: a new record belongs to the complex chosen here.',
    notSynced:
      'This device has not loaded the complexes yet. Connect to the network for the first sync, then try again.',
  },
  filterPanel: {
    show: 'Filters',
    active: (n) => `Filters (${n})`,
    clear: 'Clear filters',
  },
  chooseComplex: {
    label: 'Choose a complex to work in',
  },
  pageHeader: {
    more: 'More actions',
  },
  scope: {
    label: 'Scope',
    shared: 'Shared across the company',
    sharedChip: 'Shared',
    hint: "A shared template shows in every complex; a complex's own only in that complex.",
  },
  searchPicker: {
    noOptions: 'No matching results',
  },
  pending: {
    backHome: 'Back to home',
    heading: 'Under construction',
    text: 'This feature comes in the next update of the app.',
  },
  update: {
    message: 'A new version is available.',
    reload: 'Reload to update',
    close: 'Close',
  },
  pagination: {
    previous: 'Previous',
    next: 'Next',
    page: (n) => `Page ${n}`,
  },
  toastRegion: 'Notifications (F8)',
});
