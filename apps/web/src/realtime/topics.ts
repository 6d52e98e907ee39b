import type { Socket } from 'socket.io-client';

type Handler = (payload: unknown) => void;
interface Subscriber {
  event: string;
  handler: Handler;
  /** Runs each time the server confirms the socket watches the topic: read the list afresh then. */
  onWatching?: () => void;
}

/**
 * Live lists a page shows while it is open (the home page's latest wins). The server sends a topic's events
 * only to sockets that watch it, so a page asks for a topic while one of its components listens and stops
 * asking when the last one goes; the socket says again what it watches each time it (re)connects.
 */
const listeners = new Map<string, Set<Subscriber>>();
let socket: Socket | undefined;
let ready = false;

/** Called by useRealtime with each socket it opens; returns what to call when it closes. */
export function attachTopics(next: Socket): () => void {
  socket = next;
  ready = false;
  next.on('ready', () => {
    ready = true;
    for (const topic of listeners.keys()) watch(next, topic);
  });
  next.on('disconnect', () => {
    ready = false;
  });
  next.onAny((event: string, payload: unknown) => {
    for (const subscribers of listeners.values()) {
      for (const subscriber of subscribers) if (subscriber.event === event) subscriber.handler(payload);
    }
  });
  return () => {
    if (socket === next) {
      socket = undefined;
      ready = false;
    }
  };
}

function watch(on: Socket, topic: string) {
  on.emit('watch', topic, () => {
    for (const subscriber of listeners.get(topic) ?? []) subscriber.onWatching?.();
  });
}

/** Listens to a topic's event while the returned function is not called. */
export function watchTopic(topic: string, subscriber: Subscriber): () => void {
  let subscribers = listeners.get(topic);
  const first = !subscribers;
  if (!subscribers) {
    subscribers = new Set();
    listeners.set(topic, subscribers);
  }
  subscribers.add(subscriber);
  if (first && ready && socket) watch(socket, topic);
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size === 0 && listeners.get(topic) === subscribers) {
      listeners.delete(topic);
      if (ready) socket?.emit('unwatch', topic);
    }
  };
}
