import { translation } from '../../lib/i18n';
import type { qrStrings } from './strings';

/** The QR labels and the scanner in English. */
export default translation<typeof qrStrings>('qr', {
  labels: {
    title: 'Print apartment QR labels',
    subtitle: "Stick a label on each door: scanning it with a tablet opens the apartment's page.",
    back: 'Back to apartments',
    block: 'Block',
    floor: 'Floor',
    allFloors: 'All floors',
    floorOption: (floor) => `Floor ${floor}`,
    chooseBlock: 'Choose a block to print its labels.',
    loading: 'Loading apartments...',
    empty: 'No apartments in this block and floor',
    count: (labels, pages) => `${labels} labels on ${pages} A4 page(s) (3 × 8 labels a page)`,
    print: 'Print labels',
    printHint: 'When printing, choose A4, 100% scale and no margins.',
    placeFloor: (block, floor) => `Block ${block} · Floor ${floor}`,
    qrAlt: (unit) => `QR code opening the page of apartment ${unit}`,
    sheetLabel: 'QR label sheet',
    page: (n) => `Page ${n}`,
  },
  actions: {
    scan: 'Scan QR code',
    labels: 'Print QR labels',
  },
  scan: {
    title: 'Scan an apartment QR label',
    close: 'Close',
    starting: 'Opening the camera...',
    aim: 'Hold the QR label inside the frame',
    video: 'Camera picture',
    decoding: 'Reading the code...',
    choosePhoto: 'Choose a photo of the label',
    photoHint: 'Or take a photo of the label and choose it.',
    photoNoCode: 'No QR code found in this photo. Take it closer and sharper.',
    photoUnreadable: 'This photo could not be read.',
    typeTitle: 'Or type the apartment number',
    typeLabel: 'Apartment number',
    typePlaceholder: 'e.g. A2-1207',
    typeNone: 'No apartment has this number',
    open: (unit) => `Open apartment ${unit}`,
    retry: 'Try the camera again',
    switchAndOpen: 'Switch complex and open',
    camera: {
      denied:
        'The app is not allowed to use the camera. Allow the camera in the browser settings, or choose a photo of the label / type the apartment number below.',
      missing:
        'No camera found on this device. Choose a photo of the label or type the apartment number.',
      busy: 'Another app is using the camera. Close it and try again, or type the apartment number.',
      unsupported:
        'This browser cannot open the camera here (HTTPS is needed). Choose a photo of the label or type the apartment number.',
      failed:
        'The camera could not be opened. Try again, choose a photo of the label or type the apartment number.',
    },
    result: {
      otherSite: (host) =>
        `This QR code leads to another site (${host}), not to one of the app's apartment labels. Not opened.`,
      notUnit: "This QR code is not one of the app's apartment labels.",
      unknownUnit:
        'This label belongs to an apartment this device does not hold (a complex you do not serve, deleted, or not synced yet). Sync and try again.',
      otherComplex: (complex) =>
        `This apartment belongs to another complex: ${complex}. Switch to that complex to open it.`,
    },
  },
});
