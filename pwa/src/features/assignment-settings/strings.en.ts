import { translation } from '../../lib/i18n';
import type { assignmentStrings } from './strings';

/** The automatic assignment settings in English. */
export default translation<typeof assignmentStrings>('assignment-settings', {
  title: 'Automatic assignment',
  subtitle: (complex) => `New requests of ${complex} are assigned automatically.`,
  howItWorks:
    'A new request goes to the first rule matching its type and the block of its unit; ' +
    'when no rule matches, to the block’s staff member on duty; when there is nobody, it stays "Unassigned". ' +
    'The assignee is reminded when a request is nearly overdue, and the manager told when it is overdue.',
  noComplex: 'This device has no complex yet: sync when you are online.',
  complex: 'Complex',
  offline: 'Changing the assignment needs a network connection',
  offlineHint: 'The rules below are the synced copy; you can edit them once you are back online.',
  loadFailed: 'The list of assignees could not be loaded',
  retry: 'Retry',
  networkError: 'Could not reach the server',
  rules: {
    title: 'Assignment rules',
    hint: 'In order: the rule above is tried first.',
    none: 'No rules yet.',
    add: 'Add rule',
    save: 'Save rules',
    saved: 'Assignment rules saved',
    category: 'Request type',
    block: 'Block',
    assignee: 'Assignee',
    anyCategory: 'Any request type',
    anyBlock: 'Any block',
    chooseAssignee: 'Choose an assignee',
    moveUp: (n) => `Move rule ${n} up`,
    moveDown: (n) => `Move rule ${n} down`,
    remove: (n) => `Delete rule ${n}`,
    rule: (n) => `Rule ${n}`,
    unsaved: 'Unsaved changes',
    discard: 'Undo',
    formerAssignee: (name) => `${name} (no longer serves this complex)`,
  },
  onDuty: {
    title: 'Staff on duty by block',
    hint: 'Takes the block’s new requests that no rule assigns.',
    none: 'No blocks yet.',
    nobody: 'Nobody',
    label: (block) => `On duty in block ${block}`,
    saved: (block) => `On duty in block ${block} saved`,
  },
});
