/**
 * What a cursor's `epoch` names (rules S19, S21). For the company administrator, whose reach never
 * changes, it is the history alone. For anyone else it is the history and the user's scope
 * version the page was read under (`<history>-s<scope>`): the last move of theirs (S19) that page
 * already reflects. A pull whose cursor names an older scope than the user's now resyncs, and one
 * from a resync in progress, whose pages all name the new scope, goes on page after page however
 * far its cursor lies below the move. Devices keep the epoch as it came and send it back; they
 * never read it.
 */
export interface CursorEpoch {
  history: string;
  /** Absent in an administrator's epoch and in one answered before scopes were named. */
  scope?: number;
}

// A history is a UUID (hex and dashes), so "-s<digits>" at the end cannot belong to it.
const SCOPED = /^(.+)-s(\d{1,15})$/;

export function parseCursorEpoch(epoch: string): CursorEpoch {
  const scoped = SCOPED.exec(epoch);
  return scoped ? { history: scoped[1] as string, scope: Number(scoped[2]) } : { history: epoch };
}

export function formatCursorEpoch({ history, scope }: CursorEpoch): string {
  return scope === undefined ? history : `${history}-s${scope}`;
}
