import { describe, expect, it } from 'vitest';
import { answeredAt } from './answered';

const asked = { status: 'new', respondedAt: null, response: null, responseDate: null };
const at = (hh: string) => `2026-11-28T${hh}:00.000Z`;
const message = (fromStaff: boolean, internal: boolean, time: string) => ({
  fromStaff,
  internal,
  createdAt: at(time),
});

describe('when the office answered a request', () => {
  it('never, while nobody on the staff wrote to the resident, did a step or moved it', () => {
    expect(answeredAt(asked)).toBeNull();
    // The resident's own message and the staff's internal note are no answer.
    expect(answeredAt(asked, [message(false, false, '15:00'), message(true, true, '15:05')])).toBe(
      null,
    );
    expect(answeredAt(asked, [], [{ completedAt: null }])).toBeNull();
  });

  it('a stored "overdue" (picked in an older version) is no answer; a reply after it is', () => {
    const overdue = { ...asked, status: 'overdue', respondedAt: at('15:14') };
    expect(answeredAt(overdue)).toBeNull();
    expect(answeredAt(overdue, [message(true, false, '16:00')])).toBe(at('16:00'));
  });

  it('the first of a staff reply, a response, a step done or a status moved by staff', () => {
    expect(answeredAt(asked, [message(false, false, '14:00'), message(true, false, '15:30')])).toBe(
      at('15:30'),
    );
    expect(answeredAt({ ...asked, response: 'Đã cử thợ', responseDate: at('15:20') })).toBe(
      at('15:20'),
    );
    expect(answeredAt(asked, [], [{ completedAt: at('16:10') }])).toBe(at('16:10'));
    const moved = { ...asked, status: 'in_progress', respondedAt: at('15:45') };
    expect(answeredAt(moved, [message(true, false, '15:40')])).toBe(at('15:40'));
  });
});
