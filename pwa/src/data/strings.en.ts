import { translation } from '../lib/i18n';
import type { dataStrings } from './strings';

export default translation<typeof dataStrings>('data', {
  notSignedIn: 'Not signed in: the change cannot be saved',
});
