import {
  type PaymentProvider,
  type PaymentWebhook,
  paymentWebhookSchema,
} from '@chungcu/contracts';
import { useCallback, useEffect, useState } from 'react';
import { HttpError, http } from '../../data';
import { useOnline } from '../../ui/use-online';
import { feeStrings } from './strings';

/**
 * A complex's automatic bank notifications (rule S34): which providers' keys it set, and setting
 * one. Online only and never queued: the key is the server's alone and no device holds it.
 */
export type Request = typeof http;

const webhooksPath = (complexId: string) =>
  `/api/complexes/${encodeURIComponent(complexId)}/payment-webhooks`;

export const fetchConnected = async (
  complexId: string,
  request: Request = http,
): Promise<PaymentWebhook[]> =>
  paymentWebhookSchema.array().parse((await request('GET', webhooksPath(complexId))).body);

export const saveProviderKey = async (
  complexId: string,
  provider: PaymentProvider,
  secret: string,
  request: Request = http,
): Promise<PaymentWebhook> =>
  paymentWebhookSchema.parse(
    (await request('PUT', `${webhooksPath(complexId)}/${provider}`, { body: { secret } })).body,
  );

/** A key to paste into SePay: 32 random characters a URL and a header carry as they are. */
export function randomProviderKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** The server's own message when it sent one, else `fallback` (the network, say). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.serverMessage) return error.serverMessage;
  return fallback;
}

export interface ConnectedProviders {
  /** The providers set, as the server last said; null until it answers (or offline). */
  connected: PaymentWebhook[] | null;
  online: boolean;
  error: string | null;
  reload(): void;
}

/** The working complex's connected providers, asked of the server whenever it is reachable. */
export function useConnectedProviders(complexId: string): ConnectedProviders {
  const online = useOnline();
  const [connected, setConnected] = useState<PaymentWebhook[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!online) return;
    let current = true;
    setError(null);
    fetchConnected(complexId).then(
      (answer) => current && setConnected(answer),
      (failure: unknown) =>
        current &&
        setError(serverMessageOr(failure, feeStrings.get().bankNotifications.loadFailed)),
    );
    return () => {
      current = false;
    };
  }, [complexId, online, asked]);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  return { connected: online ? connected : null, online, error, reload };
}

/** The services' own names, the same in every language. */
export const providerNames: Record<PaymentProvider, string> = {
  sepay: 'SePay',
  casso: 'Casso',
  payos: 'payOS',
};
