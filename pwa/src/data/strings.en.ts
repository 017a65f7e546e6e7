import { translation } from '../lib/i18n';
import { dataStrings } from './strings';

export default translation(dataStrings, {
  notSignedIn: 'Not signed in: the change cannot be saved',
});
