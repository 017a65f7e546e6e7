import { useState } from 'react';
import type { User } from '@chungcu/contracts';
import { useToast } from '../../../ui/toast';
import { switchUser, unsyncedAfterSync } from '../mutations';
import { useStrings } from '../../../lib/i18n';
import { toolStrings } from '../strings';

/**
 * Switching users safely: unsent changes are tried once more, and if some remain the user is
 * warned (the switch wipes this device's data) before anything happens.
 */
export function useSwitchUser() {
  const toast = useToast();
  const strings = useStrings(toolStrings);
  const [switchingId, setSwitchingId] = useState<string | null>(null);
  const [pending, setPending] = useState<{ user: User; unsynced: number } | null>(null);

  const proceed = async (user: User) => {
    setPending(null);
    setSwitchingId(user.id);
    try {
      await switchUser(user.id);
    } catch (error) {
      console.error(error);
      toast({
        title: strings.errorTitle,
        description: strings.userSwitcher.switchFailed,
        variant: 'destructive',
      });
      setSwitchingId(null);
    }
  };

  const request = async (user: User) => {
    setSwitchingId(user.id);
    const unsynced = await unsyncedAfterSync();
    setSwitchingId(null);
    if (unsynced > 0) setPending({ user, unsynced });
    else await proceed(user);
  };

  return {
    switchingId,
    pending,
    request: (user: User) => void request(user),
    confirm: () => pending && void proceed(pending.user),
    cancel: () => setPending(null),
  };
}
