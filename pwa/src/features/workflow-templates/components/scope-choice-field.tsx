import { ScopeField } from '../../../ui/scope-field';
import type { ScopeChoice } from '../hooks/use-scope-choice';

/** The dialogs' "Phạm vi", shown only to those who have something to choose. */
export function ScopeChoiceField({ choice }: { choice: ScopeChoice }) {
  if (!choice.ask) return null;
  return (
    <ScopeField
      complexes={choice.complexes}
      value={choice.value}
      sharedValue={choice.sharedValue}
      error={choice.error}
      onChange={choice.set}
    />
  );
}
