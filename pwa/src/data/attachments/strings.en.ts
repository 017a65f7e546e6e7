import { translation } from '../../lib/i18n';
import { attachmentLabels } from './strings';

export default translation(attachmentLabels, {
  add: (fileName) => `Add attachment ${fileName}`,
  remove: (fileName) => `Remove attachment ${fileName}`,
  move: (fileName) => `Move file ${fileName}`,
});
