import { translation } from '../../lib/i18n';
import type { attachmentLabels } from './strings';

export default translation<typeof attachmentLabels>('attachments', {
  add: (fileName) => `Add attachment ${fileName}`,
  remove: (fileName) => `Remove attachment ${fileName}`,
  move: (fileName) => `Move file ${fileName}`,
});
