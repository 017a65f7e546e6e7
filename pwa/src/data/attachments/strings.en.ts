import { translation } from '../../lib/i18n';
import type { attachmentLabels } from './strings';

export default translation<typeof attachmentLabels>('attachment-labels', {
  add: (fileName) => `Add attachment ${fileName}`,
  remove: (fileName) => `Remove attachment ${fileName}`,
  move: (fileName) => `Move file ${fileName}`,
});
