import { type JobAlert, jobAlertSchema } from '@careerloom/contract';
import { useEffect, useState } from 'react';
import { chatSocketUrl } from '../../../lib/socket-url';

/** A live alert as it arrived: which saved search it matched and when it came. */
export type LiveAlert = { searchId: number; alert: JobAlert; receivedAt: string };

/** How many live alerts the page keeps; older ones are in the monitoring list anyway. */
export const LIVE_ALERT_LIMIT = 20;
/** Waits before reconnecting after an unclean close, then the last one repeats. */
const RECONNECT_DELAYS_MS = [2000, 5000, 10_000, 30_000];

/** Adds a frame's alert to the list if it is a new `job.alert` (newest first, capped). */
export function withAlertFrame(list: LiveAlert[], raw: unknown, now: Date): LiveAlert[] {
  let frame: { type?: unknown; searchId?: unknown; alert?: unknown };
  try {
    frame = JSON.parse(String(raw)) as typeof frame;
  } catch {
    return list;
  }
  if (frame?.type !== 'job.alert' || typeof frame.searchId !== 'number') return list;
  const parsed = jobAlertSchema.safeParse(frame.alert);
  if (!parsed.success) return list;
  const searchId = frame.searchId;
  const alert = parsed.data;
  if (list.some((a) => a.alert.id === alert.id && a.searchId === searchId)) return list;
  return [{ searchId, alert, receivedAt: now.toISOString() }, ...list].slice(0, LIVE_ALERT_LIMIT);
}

/**
 * New postings matching the user's saved searches, as the server pushes them over the user's
 * socket (`job.alert` frames on /ws/chat), while the page is open. Reconnects after a drop.
 */
export function useLiveJobAlerts(): { alerts: LiveAlert[]; connected: boolean } {
  const [alerts, setAlerts] = useState<LiveAlert[]>([]);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const open = () => {
      socket = new WebSocket(chatSocketUrl());
      socket.onopen = () => {
        attempt = 0;
        setConnected(true);
      };
      socket.onmessage = (event) => setAlerts((list) => withAlertFrame(list, event.data, new Date()));
      socket.onclose = () => {
        setConnected(false);
        if (stopped) return;
        const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
        attempt += 1;
        timer = setTimeout(open, delay);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000, 'page closed');
    };
  }, []);

  return { alerts, connected };
}
