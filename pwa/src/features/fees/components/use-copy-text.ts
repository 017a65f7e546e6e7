import { useStrings } from '../../../lib/i18n';
import { useToast } from '../../../ui/toast';
import { feeStrings } from '../strings';

/**
 * Puts text on the clipboard and says so in a toast titled `copied`; where the page cannot reach
 * the clipboard (not a secure context: an installation over plain http), says to copy by hand.
 */
export function useCopyText(): (text: string, copied: string) => Promise<void> {
  const s = useStrings(feeStrings).payment;
  const toast = useToast();
  return async (text, copied) => {
    try {
      if (!('clipboard' in navigator)) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      toast({ title: copied });
    } catch {
      toast({ title: s.copyFailed, variant: 'destructive' });
    }
  };
}
