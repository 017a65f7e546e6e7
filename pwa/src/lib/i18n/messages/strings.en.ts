import { messages } from '@chungcu/contracts';
import { translation } from '../catalogue';
import type { messageStrings } from './strings';

/** The messages `contracts` writes in Vietnamese that are translated here, by group. */
const english = {
  attachment: {
    requestCompleted:
      'This request is completed: its photos and files can no longer be added or removed',
  },
};

/**
 * The messages in English: the specification's own (English in `contracts`) as they are, and
 * those translated above; the other Vietnamese ones stay Vietnamese until they are translated here.
 */
export default translation<typeof messageStrings>('messages', {
  ...messages,
  attachment: { ...messages.attachment, ...english.attachment },
});
