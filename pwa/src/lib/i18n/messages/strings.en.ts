import { messages } from '@chungcu/contracts';
import { translation } from '../catalogue';
import type { messageStrings } from './strings';

/**
 * The messages in English: the specification's own (English in `contracts`) as they are; those
 * `contracts` has in Vietnamese stay Vietnamese until they are translated here.
 */
export default translation<typeof messageStrings>('messages', messages);
